#if PostgreSQL
import Foundation
import NIOCore
import NIOPosix
import PostgresNIO

/// The names a PostgreSQL server's certificate is for, read when `verify-full` refused it, so
/// that the message can say "the server's certificate is for db.example, not 127.0.0.1"
/// (the TLS library's own error names neither).
///
/// It opens a second connection that sends PostgreSQL's `SSLRequest` and nothing else: no
/// start-up message, no user name, no password. It starts the TLS handshake, reads the
/// certificate the server shows and fails the handshake there, so nothing is trusted and
/// nothing is sent over it.
enum PostgresCertificateProbe {
    /// The certificate's DNS names and IP addresses (subject alternative names), else its
    /// common name; empty when the server cannot be asked again.
    static func names(host: String, port: Int) -> [String] {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        guard let context = try? NIOSSLContext(configuration: configuration) else { return [] }
        let loop = MultiThreadedEventLoopGroup.singleton.any()
        let result = loop.makePromise(of: [String].self)
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(.seconds(5))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SSLRequestHandler(context: context, result: result))
                }
            }
        let timeout = loop.scheduleTask(in: .seconds(5)) { result.fail(ChannelError.connectTimeout(.seconds(5))) }
        defer { timeout.cancel() }
        guard let channel = try? bootstrap.connect(host: host, port: port).wait() else {
            result.fail(ChannelError.ioOnClosedChannel)
            return []
        }
        defer { channel.close(promise: nil) }
        return (try? result.futureResult.wait()) ?? []
    }

    /// The names of a certificate, as the message shows them.
    static func names(of certificate: NIOSSLCertificate) -> [String] {
        // `_subjectAlternativeNames()` is NIOSSL's public (underscored) reader of the SAN
        // extension, which its own `description` uses.
        var names: [String] = []
        for name in certificate._subjectAlternativeNames() {
            switch name.nameType {
            case .dnsName:
                names.append(String(decoding: Array(name.contents), as: UTF8.self))
            case .ipAddress:
                let bytes = Array(name.contents)
                var text = [CChar](repeating: 0, count: 64)
                let family = bytes.count == 4 ? AF_INET : AF_INET6
                if bytes.count == 4 || bytes.count == 16, inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil {
                    names.append(String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
                }
            default: break
            }
        }
        if names.isEmpty, let range = certificate.description.range(of: ";common_name=") {
            names.append(String(certificate.description[range.upperBound...].prefix { $0 != ";" && $0 != ">" }))
        }
        return names
    }
}

/// Sends `SSLRequest` (length 8, code 80877103: PostgreSQL's protocol, "SSLRequest"), and on the
/// server's `S` starts a TLS handshake that reports the server's certificate and then fails.
private final class SSLRequestHandler: ChannelInboundHandler {
    // `Sendable` notes: used on its channel's event loop only.
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let context: NIOSSLContext
    private let result: EventLoopPromise<[String]>
    private var answered = false

    init(context: NIOSSLContext, result: EventLoopPromise<[String]>) {
        self.context = context
        self.result = result
    }

    func channelActive(context: ChannelHandlerContext) {
        var request = context.channel.allocator.buffer(capacity: 8)
        request.writeInteger(UInt32(8))
        request.writeInteger(UInt32(80_877_103))
        context.writeAndFlush(wrapOutboundOut(request), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        answered = true
        var buffer = unwrapInboundIn(data)
        guard buffer.readInteger(as: UInt8.self) == UInt8(ascii: "S") else {
            result.fail(ChannelError.inappropriateOperationForState)
            context.close(promise: nil)
            return
        }
        let result = self.result
        do {
            let tls = try NIOSSLClientHandler(context: self.context, serverHostname: nil) { certificates, verification in
                result.succeed(certificates.first.map(PostgresCertificateProbe.names(of:)) ?? [])
                verification.succeed(NIOSSLVerificationResult.failed)
            }
            try context.pipeline.syncOperations.addHandler(tls, position: .first)
        } catch {
            result.fail(error)
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // The handshake fails once the certificate was read (the promise is then complete,
        // and completing it again is ignored by NIO).
        context.close(promise: nil)
    }
}
#endif
