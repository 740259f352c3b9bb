/// What `LineFramer.feed` reports for each complete line.
public enum FrameEvent {
    /// A non-empty line without its `\n` or `\r\n`. The pointer is valid only during the
    /// callback: it points into the fed chunk when the line lies wholly inside it, otherwise
    /// into the framer's buffer.
    case line(UnsafeRawBufferPointer)
    /// A line longer than the limit ended; `byteCount` is its length (every byte before its
    /// `\n`, a `\r` included). Its bytes were discarded while they arrived.
    case tooLong(byteCount: Int)
}
