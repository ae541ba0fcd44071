/// Layout documents the benchmarks lint that tests also check (that the default work budget
/// accepts them), so both read the one generator.
public enum BenchmarkDocuments {
    /// A feed of `rows` rows on iPhone 15 scrolled to the end at 3000 pt/s: each row a photo
    /// cell whose image arrives, unreserved (its slot has no height), 300 to 900 ms after the
    /// cell appears (seven cell types, 100 ms apart, in turn), under a 60 pt byline.
    public static func lateImageFeed(rows: Int) -> String {
        let delays = Array(stride(from: 300, through: 900, by: 100))
        let cells = delays.map { at in
            ##""photo\##(at)":{"height":60,"template":{"id":"cell\##(at)","children":[{"id":"byline\##(at)","kind":"label","text":"Ada","background":"#FFFFFF","style":{"height":60}},{"id":"image\##(at)","kind":"image","image":{"hasAlpha":false},"content":{"at":\##(at),"height":{"aspectRatio":1.5}}}]}}"##
        }
        let pattern = delays.map { ##""photo\##($0)""## }
        return
            ##"{"screen":"Feed of \##(rows) rows with late images","devices":["iPhone 15"],"root":{"id":"root","background":"#FFFFFF","children":[{"id":"feed","kind":"list","style":{"flexGrow":1},"list":{"cells":{\##(cells.joined(separator: ","))},"rows":{"count":\##(rows),"pattern":[\##(pattern.joined(separator: ","))]},"scroll":[{"to":"end","velocity":3000}]}}]}}"##
    }
}
