# `make install` and `make uninstall`, as SwiftLint has them; both run scripts/install, which does the work.
#   make install [PREFIX=DIR]      build piclint to stand alone and copy it to DIR/bin/piclint (DIR: /usr/local)
#   make uninstall [PREFIX=DIR]    remove DIR/bin/piclint
PREFIX ?= /usr/local

.PHONY: help install uninstall

help:
	@echo "make install [PREFIX=DIR]     build piclint to stand alone and copy it to DIR/bin/piclint (DIR: $(PREFIX))"
	@echo "make uninstall [PREFIX=DIR]   remove DIR/bin/piclint"

install:
	scripts/install --prefix "$(PREFIX)"

uninstall:
	scripts/install --uninstall --prefix "$(PREFIX)"
