import COpenSSL
import Glibc

/// The certificate `islet serve` uses when none is given: made on first use (a P-256 key and a
/// self-signed certificate for localhost, 127.0.0.1 and ::1, valid for a year) and kept in a
/// per-user cache folder, so a client trusts it once with `curl --cacert PATH`.
public enum SelfSignedCertificate {
  /// The certificate and key files in `folder`, made there (and the folder, mode 0700) when
  /// missing. `made` says whether they were new.
  public static func files(
    in folder: String
  ) throws(ServerError) -> (certificate: String, key: String, made: Bool) {
    let certificate = folder + "/certificate.pem"
    let key = folder + "/key.pem"
    if access(certificate, R_OK) == 0 && access(key, R_OK) == 0 { return (certificate, key, false) }
    try makeFolders(folder)
    var message = [CChar](repeating: 0, count: 256)
    guard islet_tls_write_self_signed(certificate, key, 365, &message, message.count) == 1 else {
      throw ServerError("cannot make a certificate in \(folder)", openSSLMessage: message)
    }
    return (certificate, key, true)
  }

  /// `$XDG_CACHE_HOME/islet/serve`, else `$HOME/.cache/islet/serve`.
  public static func defaultFolder(environment: [String: String]) -> String? {
    if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/islet/serve" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.cache/islet/serve"
  }

  private static func makeFolders(_ folder: String) throws(ServerError) {
    var path = ""
    for part in folder.split(separator: "/") {
      path += "/" + part
      if mkdir(path, 0o700) != 0 && errno != EEXIST {
        throw ServerError("cannot make the folder \(path): \(String(cString: strerror(errno)))")
      }
    }
  }
}
