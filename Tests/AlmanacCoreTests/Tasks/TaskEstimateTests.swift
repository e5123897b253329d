import Testing

@testable import AlmanacCore

@Suite struct TaskEstimateTests {
    /// The form shows an estimate the way it is typed, and reads back what it shows.
    @Test func everyEstimateIsShownAsTypedAndReadsBackTheSame() throws {
        #expect(TaskEstimate.text(45) == "45m" && TaskEstimate.text(60) == "1h" && TaskEstimate.text(90) == "1h30m")
        for minutes in Int(TaskEstimate.quantity.minimum)...Int(TaskEstimate.quantity.maximum) {
            #expect(try TaskEstimate.parse(TaskEstimate.text(minutes)) == minutes)
        }
    }
}
