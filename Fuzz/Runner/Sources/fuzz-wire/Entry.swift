import FuzzHarness

/// libFuzzer entry: one input is one client's byte stream (see `WireTarget`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWire(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let problems = WireTarget.problems(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size))
    if !problems.isEmpty { fatalError("contract violated:\n" + problems.joined(separator: "\n")) }
    return 0
}
