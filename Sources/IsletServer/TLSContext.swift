import COpenSSL

/// An OpenSSL server context with a certificate and key (PEM files) that offers HTTP/2 by ALPN.
final class TLSContext {
  let context: OpaquePointer

  init(certificate: String, key: String) throws(ServerError) {
    var message = [CChar](repeating: 0, count: 256)
    guard let context = islet_tls_server_context(certificate, key, &message, message.count) else {
      throw ServerError(
        "cannot use the certificate \(certificate) with the key \(key)", openSSLMessage: message)
    }
    self.context = context
  }

  deinit { SSL_CTX_free(context) }
}
