/* The parse floor: reads each file and pulls every libyaml event, nothing more.
 * piclint cannot parse faster than this; the benchmark compares it against this.
 *   floor FILE...        or   floor @LIST   (one path per line)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static unsigned long parse(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) return 0;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    size_t read = fread(bytes, 1, size, file);
    fclose(file);
    yaml_parser_t parser;
    yaml_event_t event;
    unsigned long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, read);
    while (yaml_parser_parse(&parser, &event)) {
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    return events;
}

int main(int argc, char **argv) {
    unsigned long events = 0, files = 0;
    for (int i = 1; i < argc; i++) {
        if (argv[i][0] == '@') {
            FILE *list = fopen(argv[i] + 1, "r");
            char line[4096];
            while (list && fgets(line, sizeof line, list)) {
                line[strcspn(line, "\n")] = 0;
                if (*line) { events += parse(line); files++; }
            }
            if (list) fclose(list);
        } else {
            events += parse(argv[i]);
            files++;
        }
    }
    printf("%lu files, %lu events\n", files, events);
    return 0;
}
