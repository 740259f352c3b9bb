/// Runs many flows, `jobs` at a time (each against its own private server, so they share
/// nothing), reporting each as it ends; results come back in the flows' order.
public enum SuiteRunner {
    public static func run(_ flows: [Flow], jobs: Int, options: FlowRunOptions, progress: ProgressReporter) async -> [FlowResult] {
        progress.begin(total: flows.count)
        // Against one shared server flows must take turns.
        let width = options.socket == nil ? max(1, jobs) : 1
        var results = [FlowResult?](repeating: nil, count: flows.count)
        await withTaskGroup(of: (Int, FlowResult).self) { group in
            var next = 0
            func launch() {
                let index = next
                let flow = flows[index]
                next += 1
                progress.started(flow.path)
                group.addTask { (index, await FlowRunner.run(flow, options: options)) }
            }
            while next < flows.count && next < width { launch() }
            while let (index, result) = await group.next() {
                results[index] = result
                progress.finished(result)
                if next < flows.count { launch() }
            }
        }
        return results.compactMap { $0 }
    }
}
