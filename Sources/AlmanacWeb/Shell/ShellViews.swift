import AlmanacCore

/// The page of a module that is not built yet.
struct NotBuiltView: Component {
    var module: ModuleLink
    var body: Component {
        Div {
            H1(module.name)
            Paragraph(module.summary).class("lead")
            Paragraph(
                "This part of Almanac is not built yet. It will appear here when it is ready; nothing you do elsewhere is lost in the meantime."
            )
        }
        .class("card narrow not-built")
    }
}
