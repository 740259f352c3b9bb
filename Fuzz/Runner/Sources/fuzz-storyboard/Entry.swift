import FuzzHarness

/// libFuzzer entry: one input is one storyboard file (see `StoryboardTarget`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboard(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = StoryboardTarget.problems(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    if !problems.isEmpty { fatalError("contract violated:\n" + problems.joined(separator: "\n")) }
    return 0
}
