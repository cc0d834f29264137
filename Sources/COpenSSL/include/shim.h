// The C surface islet uses from OpenSSL (libssl-dev): a TLS server context that offers ALPN h2,
// a self-signed certificate for 127.0.0.1 and localhost, and ES256 signature checks for APNs
// provider tokens. Macros and variadic calls Swift cannot import are wrapped here.
#ifndef ISLET_COPENSSL_SHIM_H
#define ISLET_COPENSSL_SHIM_H

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

// The last OpenSSL error as text into `message` (empty when there is none).
static inline void islet_tls_error(char *message, size_t size) {
  unsigned long code = ERR_get_error();
  if (size == 0) return;
  message[0] = 0;
  if (code != 0) ERR_error_string_n(code, message, size);
  ERR_clear_error();
}

// ALPN: the server speaks only h2; a client that does not offer it gets no protocol.
static int islet_tls_select_h2(SSL *ssl, const unsigned char **out, unsigned char *outlen,
                               const unsigned char *in, unsigned int inlen, void *arg) {
  (void)ssl;
  (void)arg;
  static const unsigned char h2[] = {2, 'h', '2'};
  unsigned char *selected = NULL;
  if (SSL_select_next_proto(&selected, outlen, h2, sizeof h2, in, inlen) != OPENSSL_NPN_NEGOTIATED)
    return SSL_TLSEXT_ERR_ALERT_FATAL;
  *out = selected;
  return SSL_TLSEXT_ERR_OK;
}

// A TLS 1.2+ server context with the certificate chain and key in PEM files, offering ALPN h2;
// NULL with `message` set on failure.
static inline SSL_CTX *islet_tls_server_context(const char *certificate, const char *key, char *message,
                                                size_t size) {
  SSL_CTX *context = SSL_CTX_new(TLS_server_method());
  if (context == NULL) return islet_tls_error(message, size), NULL;
  SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
  SSL_CTX_set_options(context, SSL_OP_NO_COMPRESSION | SSL_OP_NO_RENEGOTIATION);
  SSL_CTX_set_mode(context, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
  if (SSL_CTX_use_certificate_chain_file(context, certificate) != 1 ||
      SSL_CTX_use_PrivateKey_file(context, key, SSL_FILETYPE_PEM) != 1 ||
      SSL_CTX_check_private_key(context) != 1) {
    islet_tls_error(message, size);
    SSL_CTX_free(context);
    return NULL;
  }
  SSL_CTX_set_alpn_select_cb(context, islet_tls_select_h2, NULL);
  return context;
}

// Whether the connection speaks h2: agreed by ALPN, or no ALPN at all (a client with prior
// knowledge, as some APNs libraries are; one that offered only other protocols never gets here).
static inline int islet_tls_speaks_h2(const SSL *ssl) {
  const unsigned char *protocol = NULL;
  unsigned int length = 0;
  SSL_get0_alpn_selected(ssl, &protocol, &length);
  return length == 0 || (length == 2 && memcmp(protocol, "h2", 2) == 0);
}

// Adds an X.509v3 extension to a certificate it signs itself.
static inline int islet_tls_add_extension(X509 *certificate, int nid, const char *value) {
  X509V3_CTX context;
  X509V3_set_ctx_nodb(&context);
  X509V3_set_ctx(&context, certificate, certificate, NULL, NULL, 0);
  X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, &context, nid, value);
  if (extension == NULL) return 0;
  int added = X509_add_ext(certificate, extension, -1);
  X509_EXTENSION_free(extension);
  return added;
}

// Writes a new P-256 key (mode 0600) and a self-signed certificate for localhost, 127.0.0.1 and
// ::1, valid for `days`, as PEM files; 1 on success, else 0 with `message` set.
static inline int islet_tls_write_self_signed(const char *certificatePath, const char *keyPath, int days,
                                              char *message, size_t size) {
  // EVP_EC_gen("P-256") spelled without its variadic EVP_PKEY_Q_keygen (a lazy stub cannot forward `...`).
  EVP_PKEY *key = NULL;
  EVP_PKEY_CTX *generator = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
  if (generator != NULL && EVP_PKEY_keygen_init(generator) == 1 &&
      EVP_PKEY_CTX_set_group_name(generator, "P-256") == 1)
    EVP_PKEY_generate(generator, &key);
  EVP_PKEY_CTX_free(generator);
  X509 *certificate = X509_new();
  int ok = key != NULL && certificate != NULL;
  ok = ok && X509_set_version(certificate, 2);
  ok = ok && ASN1_INTEGER_set(X509_get_serialNumber(certificate), (long)time(NULL));
  ok = ok && X509_gmtime_adj(X509_getm_notBefore(certificate), -3600) != NULL;
  ok = ok && X509_gmtime_adj(X509_getm_notAfter(certificate), (long)days * 86400) != NULL;
  ok = ok && X509_set_pubkey(certificate, key);
  X509_NAME *name = ok ? X509_get_subject_name(certificate) : NULL;
  ok = ok && X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_ASC, (const unsigned char *)"islet serve", -1,
                                         -1, 0);
  ok = ok && X509_set_issuer_name(certificate, name);
  ok = ok && islet_tls_add_extension(certificate, NID_subject_alt_name,
                                     "DNS:localhost,IP:127.0.0.1,IP:0:0:0:0:0:0:0:1");
  ok = ok && islet_tls_add_extension(certificate, NID_basic_constraints, "critical,CA:TRUE");
  ok = ok && X509_sign(certificate, key, EVP_sha256()) > 0;
  if (ok) {
    mode_t previous = umask(077);
    FILE *keyFile = fopen(keyPath, "w");
    umask(previous);
    ok = keyFile != NULL && PEM_write_PrivateKey(keyFile, key, NULL, NULL, 0, NULL, NULL) == 1;
    if (keyFile != NULL) ok = (fclose(keyFile) == 0) && ok;
    FILE *certificateFile = ok ? fopen(certificatePath, "w") : NULL;
    ok = ok && certificateFile != NULL && PEM_write_X509(certificateFile, certificate) == 1;
    if (certificateFile != NULL) ok = (fclose(certificateFile) == 0) && ok;
    if (!ok && message != NULL && size > 0) snprintf(message, size, "cannot write the certificate or key file");
  } else {
    islet_tls_error(message, size);
  }
  X509_free(certificate);
  EVP_PKEY_free(key);
  return ok;
}

// The private key of a PEM file (an APNs AuthKey_XXXXXXXXXX.p8), or NULL with `message` set.
static inline EVP_PKEY *islet_es256_read_key(const char *path, char *message, size_t size) {
  FILE *file = fopen(path, "r");
  if (file == NULL) {
    snprintf(message, size, "cannot open the file");
    return NULL;
  }
  EVP_PKEY *key = PEM_read_PrivateKey(file, NULL, NULL, NULL);
  fclose(file);
  if (key == NULL) {
    islet_tls_error(message, size);
    return NULL;
  }
  if (EVP_PKEY_get_base_id(key) != EVP_PKEY_EC || EVP_PKEY_get_bits(key) != 256) {
    snprintf(message, size, "not a P-256 (ES256) key");
    EVP_PKEY_free(key);
    return NULL;
  }
  return key;
}

// Whether `signature` (JWS ES256: r and s, 32 bytes each) signs `input` with `key`.
static inline int islet_es256_verify(EVP_PKEY *key, const unsigned char *input, size_t length,
                                     const unsigned char *signature) {
  ECDSA_SIG *parts = ECDSA_SIG_new();
  BIGNUM *r = BN_bin2bn(signature, 32, NULL), *s = BN_bin2bn(signature + 32, 32, NULL);
  if (parts == NULL || r == NULL || s == NULL || ECDSA_SIG_set0(parts, r, s) != 1) {
    BN_free(r);
    BN_free(s);
    ECDSA_SIG_free(parts);
    return 0;
  }
  unsigned char *der = NULL;
  int derLength = i2d_ECDSA_SIG(parts, &der);
  ECDSA_SIG_free(parts);
  EVP_MD_CTX *context = EVP_MD_CTX_new();
  int valid = derLength > 0 && context != NULL &&
              EVP_DigestVerifyInit(context, NULL, EVP_sha256(), NULL, key) == 1 &&
              EVP_DigestVerify(context, der, (size_t)derLength, input, length) == 1;
  EVP_MD_CTX_free(context);
  OPENSSL_free(der);
  ERR_clear_error();
  return valid;
}

#endif
