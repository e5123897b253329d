import AlmanacCore
import Foundation
import Testing

@testable import AlmanacWeb

/// The weight chart is written straight into the page (`WeightChart.writeMarkup`) for speed; what
/// a person sees must be what its components (`WeightChart.body`) make.
@Suite struct WeightChartTests {
    /// Trends of every shape: none, one weigh-in, two, a year of daily weigh-ins, weigh-ins with
    /// filled-in days and a gap that restarts the trend, and weights far apart.
    static var trends: [[TrendPoint]] {
        let start = LocalDay(year: 2025, month: 12, day: 30)
        let daily: [(day: LocalDay, kilograms: Double)] = (0..<365).map { (index: Int) -> (day: LocalDay, kilograms: Double) in
            let wave: Double = 2 * sin(Double(index) * 0.7)
            return (start.adding(days: index), 80 + wave - Double(index) / 100)
        }
        let sparse: [(day: LocalDay, kilograms: Double)] = [0, 3, 4, 11, 60, 61, 75].map {
            (index: Int) -> (day: LocalDay, kilograms: Double) in
            (start.adding(days: index), 70 + Double(index) / 7)
        }
        return [
            [], TrendWeight.trend([(start, 72.4)]), TrendWeight.trend([(start, 72.4), (start.adding(days: 1), 72.9)]),
            TrendWeight.trend(daily), TrendWeight.trend(sparse), TrendWeight.trend([(start, 20), (start.adding(days: 2), 400)]),
        ]
    }

    @Test(arguments: trends) func theWrittenChartIsTheComponentsChart(_ trend: [TrendPoint]) {
        let chart = WeightChart(trend: trend)
        #expect(chart.render().rendered == chart.body.render().rendered)
    }

    @Test func theChartDrawsADotForEachWeighInAndTheTrendAsOneLine() {
        let weighIns: [(day: LocalDay, kilograms: Double)] = [0, 3, 4, 11].map { (index: Int) -> (day: LocalDay, kilograms: Double) in
            (LocalDay(year: 2026, month: 3, day: 1).adding(days: index), 80 - Double(index) / 10)
        }
        let trend = TrendWeight.trend(weighIns)
        let markup = WeightChart(trend: trend).render().rendered
        #expect(markup.components(separatedBy: "<circle class=\"weigh-in\"").count - 1 == 4)
        #expect(markup.components(separatedBy: "<polyline class=\"trend\" points=\"").count - 1 == 1)
        #expect(markup.contains("78.9 kg (trend "))
    }
}
