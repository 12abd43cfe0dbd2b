import Spec

/// The screen sizes of the devices Interface Builder simulates (`<device id=…>`), in points, portrait.
enum Devices {
    static func size(of id: String) -> ScreenSize? {
        let sizes: [String: (Double, Double)] = [
            "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
            "retina5_9": (375, 812), "retina6_0": (390, 844), "retina6_1": (414, 896), "retina6_5": (414, 896),
            "retina6_12": (393, 852), "retina6_7": (428, 926), "retina6_72": (430, 932), "retina5_4": (375, 812),
            "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
            "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
            "appleTV": (1920, 1080), "watch38": (136, 170), "watch40": (162, 197), "watch41": (176, 215),
            "watch42": (156, 195), "watch44": (184, 224), "watch45": (198, 242), "watch49": (205, 251),
        ]
        return sizes[id].map { ScreenSize(width: $0.0, height: $0.1) }
    }
}
