/// Runs many flows, `jobs` at a time (each against its own private server, so they share
/// nothing), reporting each as it ends; results come back in the flows' order. With
/// `versions` (`prosc test --ios 15,17,26`) the whole suite runs once per version, each flow's
/// server reproducing it whatever the flow's header says; results come back version by version.
public enum SuiteRunner {
    public static func run(_ flows: [Flow], versions: [String]? = nil, jobs: Int, options: FlowRunOptions,
                           progress: ProgressReporter) async -> [FlowResult] {
        guard let versions else { return await run(flows, jobs: jobs, options: options, progress: progress) }
        let runs = versions.flatMap { version in
            flows.map { flow in
                var f = flow
                f.header.ios = version
                return f
            }
        }
        var results = await run(runs, jobs: jobs, options: options, progress: progress)
        for i in results.indices {
            results[i].updates = results[i].updates.map { var r = $0; r.ios = results[i].ios; return r }
        }
        return results
    }

    static func run(_ flows: [Flow], jobs: Int, options: FlowRunOptions, progress: ProgressReporter) async -> [FlowResult] {
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
