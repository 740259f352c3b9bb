import CLibUV
import Glibc
import Testing
import UVLoop

@Suite struct UVErrorTests {
    @Test func checkThrowsOnlyForNegativeCodes() throws {
        try UVError.check(0)
        try UVError.check(42)
        #expect(throws: UVError.eof) { try UVError.check(UV_EOF.rawValue) }
    }

    @Test func namesAndMessagesComeFromLibUV() {
        #expect(UVError.eof.name == "EOF")
        #expect(UVError.eof.description == "end of file")
        #expect(UVError.emfile.name == "EMFILE")
        #expect(UVError.emfile.description == "too many open files")
        #expect(UVError(errno: EMFILE) == .emfile)
        #expect(UVError(errno: EPIPE) == .epipe)
        // Unknown codes must not crash (uv_err_name would leak a malloc'd string here).
        #expect(UVError(code: -99_999).name.contains("99999"))
    }
}
