internal import CZlib

/// One call of zlib's inflate into `buffer` (at most 1 GiB at a time, as `avail_out` is 32 bits):
/// its return code and the bytes it made. The gzip and zip member streams both step this way.
func inflateStep(_ stream: UnsafeMutablePointer<z_stream>, into buffer: UnsafeMutablePointer<UInt8>, count: Int)
    -> (code: Int32, made: Int)
{
    stream.pointee.next_out = buffer
    stream.pointee.avail_out = UInt32(min(count, 1 << 30))
    let before = stream.pointee.avail_out
    let code = inflate(stream, Z_NO_FLUSH)
    return (code, Int(before - stream.pointee.avail_out))
}
