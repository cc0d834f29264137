// The OpenSSL functions islet calls (Swift and shim.h), each forwarding to libssl's or
// libcrypto's, opened on the first call: only `serve` uses TLS and ES256, and linking the
// libraries made every command pay for relocating them at start. A function used but missing
// here fails the link; its declaration in the OpenSSL headers checks the signature.
#include "lazy_library.h"
#include "shim.h"

#define STRINGIFY(x) #x
#define SONAME(library, major) "lib" library ".so." STRINGIFY(major)

/// libssl, which loads libcrypto: every function below is found through it.
static IsletLazyLibrary openssl = {SONAME("ssl", OPENSSL_VERSION_MAJOR), NULL};
#define SSL_FUNCTION(name) LAZY_SYMBOL(openssl, name)

int ASN1_INTEGER_set(ASN1_INTEGER *a, long v) { return SSL_FUNCTION(ASN1_INTEGER_set)(a, v); }
BIGNUM *BN_bin2bn(const unsigned char *s, int len, BIGNUM *ret) { return SSL_FUNCTION(BN_bin2bn)(s, len, ret); }
void BN_free(BIGNUM *a) { SSL_FUNCTION(BN_free)(a); }
void CRYPTO_free(void *ptr, const char *file, int line) { SSL_FUNCTION(CRYPTO_free)(ptr, file, line); }
void ECDSA_SIG_free(ECDSA_SIG *sig) { SSL_FUNCTION(ECDSA_SIG_free)(sig); }
ECDSA_SIG *ECDSA_SIG_new(void) { return SSL_FUNCTION(ECDSA_SIG_new)(); }
int ECDSA_SIG_set0(ECDSA_SIG *sig, BIGNUM *r, BIGNUM *s) { return SSL_FUNCTION(ECDSA_SIG_set0)(sig, r, s); }
void ERR_clear_error(void) { SSL_FUNCTION(ERR_clear_error)(); }
void ERR_error_string_n(unsigned long e, char *buf, size_t len) { SSL_FUNCTION(ERR_error_string_n)(e, buf, len); }
unsigned long ERR_get_error(void) { return SSL_FUNCTION(ERR_get_error)(); }
int EVP_DigestVerify(EVP_MD_CTX *ctx, const unsigned char *sigret, size_t siglen, const unsigned char *tbs,
                     size_t tbslen) {
  return SSL_FUNCTION(EVP_DigestVerify)(ctx, sigret, siglen, tbs, tbslen);
}
int EVP_DigestVerifyInit(EVP_MD_CTX *ctx, EVP_PKEY_CTX **pctx, const EVP_MD *type, ENGINE *e, EVP_PKEY *pkey) {
  return SSL_FUNCTION(EVP_DigestVerifyInit)(ctx, pctx, type, e, pkey);
}
void EVP_MD_CTX_free(EVP_MD_CTX *ctx) { SSL_FUNCTION(EVP_MD_CTX_free)(ctx); }
EVP_MD_CTX *EVP_MD_CTX_new(void) { return SSL_FUNCTION(EVP_MD_CTX_new)(); }
EVP_PKEY_CTX *EVP_PKEY_CTX_new_from_name(OSSL_LIB_CTX *libctx, const char *name, const char *propquery) {
  return SSL_FUNCTION(EVP_PKEY_CTX_new_from_name)(libctx, name, propquery);
}
void EVP_PKEY_CTX_free(EVP_PKEY_CTX *ctx) { SSL_FUNCTION(EVP_PKEY_CTX_free)(ctx); }
int EVP_PKEY_CTX_set_group_name(EVP_PKEY_CTX *ctx, const char *name) {
  return SSL_FUNCTION(EVP_PKEY_CTX_set_group_name)(ctx, name);
}
int EVP_PKEY_keygen_init(EVP_PKEY_CTX *ctx) { return SSL_FUNCTION(EVP_PKEY_keygen_init)(ctx); }
int EVP_PKEY_generate(EVP_PKEY_CTX *ctx, EVP_PKEY **ppkey) { return SSL_FUNCTION(EVP_PKEY_generate)(ctx, ppkey); }
void EVP_PKEY_free(EVP_PKEY *pkey) { SSL_FUNCTION(EVP_PKEY_free)(pkey); }
int EVP_PKEY_get_base_id(const EVP_PKEY *pkey) { return SSL_FUNCTION(EVP_PKEY_get_base_id)(pkey); }
int EVP_PKEY_get_bits(const EVP_PKEY *pkey) { return SSL_FUNCTION(EVP_PKEY_get_bits)(pkey); }
const EVP_MD *EVP_sha256(void) { return SSL_FUNCTION(EVP_sha256)(); }
EVP_PKEY *PEM_read_PrivateKey(FILE *out, EVP_PKEY **x, pem_password_cb *cb, void *u) {
  return SSL_FUNCTION(PEM_read_PrivateKey)(out, x, cb, u);
}
int PEM_write_PrivateKey(FILE *out, const EVP_PKEY *x, const EVP_CIPHER *enc, const unsigned char *kstr, int klen,
                         pem_password_cb *cb, void *u) {
  return SSL_FUNCTION(PEM_write_PrivateKey)(out, x, enc, kstr, klen, cb, u);
}
int PEM_write_X509(FILE *out, const X509 *x) { return SSL_FUNCTION(PEM_write_X509)(out, x); }
int SSL_CTX_check_private_key(const SSL_CTX *ctx) { return SSL_FUNCTION(SSL_CTX_check_private_key)(ctx); }
long SSL_CTX_ctrl(SSL_CTX *ctx, int cmd, long larg, void *parg) {
  return SSL_FUNCTION(SSL_CTX_ctrl)(ctx, cmd, larg, parg);
}
void SSL_CTX_free(SSL_CTX *ctx) { SSL_FUNCTION(SSL_CTX_free)(ctx); }
SSL_CTX *SSL_CTX_new(const SSL_METHOD *meth) { return SSL_FUNCTION(SSL_CTX_new)(meth); }
void SSL_CTX_set_alpn_select_cb(SSL_CTX *ctx, SSL_CTX_alpn_select_cb_func cb, void *arg) {
  SSL_FUNCTION(SSL_CTX_set_alpn_select_cb)(ctx, cb, arg);
}
uint64_t SSL_CTX_set_options(SSL_CTX *ctx, uint64_t op) { return SSL_FUNCTION(SSL_CTX_set_options)(ctx, op); }
int SSL_CTX_use_PrivateKey_file(SSL_CTX *ctx, const char *file, int type) {
  return SSL_FUNCTION(SSL_CTX_use_PrivateKey_file)(ctx, file, type);
}
int SSL_CTX_use_certificate_chain_file(SSL_CTX *ctx, const char *file) {
  return SSL_FUNCTION(SSL_CTX_use_certificate_chain_file)(ctx, file);
}
int SSL_accept(SSL *ssl) { return SSL_FUNCTION(SSL_accept)(ssl); }
void SSL_free(SSL *ssl) { SSL_FUNCTION(SSL_free)(ssl); }
void SSL_get0_alpn_selected(const SSL *ssl, const unsigned char **data, unsigned int *len) {
  SSL_FUNCTION(SSL_get0_alpn_selected)(ssl, data, len);
}
int SSL_get_error(const SSL *s, int ret_code) { return SSL_FUNCTION(SSL_get_error)(s, ret_code); }
SSL *SSL_new(SSL_CTX *ctx) { return SSL_FUNCTION(SSL_new)(ctx); }
int SSL_pending(const SSL *s) { return SSL_FUNCTION(SSL_pending)(s); }
int SSL_read(SSL *ssl, void *buf, int num) { return SSL_FUNCTION(SSL_read)(ssl, buf, num); }
int SSL_select_next_proto(unsigned char **out, unsigned char *outlen, const unsigned char *in, unsigned int inlen,
                          const unsigned char *client, unsigned int client_len) {
  return SSL_FUNCTION(SSL_select_next_proto)(out, outlen, in, inlen, client, client_len);
}
int SSL_set_fd(SSL *s, int fd) { return SSL_FUNCTION(SSL_set_fd)(s, fd); }
int SSL_write(SSL *ssl, const void *buf, int num) { return SSL_FUNCTION(SSL_write)(ssl, buf, num); }
const SSL_METHOD *TLS_server_method(void) { return SSL_FUNCTION(TLS_server_method)(); }
X509_EXTENSION *X509V3_EXT_conf_nid(LHASH_OF(CONF_VALUE) *conf, X509V3_CTX *ctx, int ext_nid, const char *value) {
  return SSL_FUNCTION(X509V3_EXT_conf_nid)(conf, ctx, ext_nid, value);
}
void X509V3_set_ctx(X509V3_CTX *ctx, X509 *issuer, X509 *subject, X509_REQ *req, X509_CRL *crl, int flags) {
  SSL_FUNCTION(X509V3_set_ctx)(ctx, issuer, subject, req, crl, flags);
}
void X509_EXTENSION_free(X509_EXTENSION *a) { SSL_FUNCTION(X509_EXTENSION_free)(a); }
int X509_NAME_add_entry_by_txt(X509_NAME *name, const char *field, int type, const unsigned char *bytes, int len,
                               int loc, int set) {
  return SSL_FUNCTION(X509_NAME_add_entry_by_txt)(name, field, type, bytes, len, loc, set);
}
int X509_add_ext(X509 *x, X509_EXTENSION *ex, int loc) { return SSL_FUNCTION(X509_add_ext)(x, ex, loc); }
void X509_free(X509 *a) { SSL_FUNCTION(X509_free)(a); }
ASN1_INTEGER *X509_get_serialNumber(X509 *x) { return SSL_FUNCTION(X509_get_serialNumber)(x); }
X509_NAME *X509_get_subject_name(const X509 *a) { return SSL_FUNCTION(X509_get_subject_name)(a); }
ASN1_TIME *X509_getm_notAfter(const X509 *x) { return SSL_FUNCTION(X509_getm_notAfter)(x); }
ASN1_TIME *X509_getm_notBefore(const X509 *x) { return SSL_FUNCTION(X509_getm_notBefore)(x); }
ASN1_TIME *X509_gmtime_adj(ASN1_TIME *s, long adj) { return SSL_FUNCTION(X509_gmtime_adj)(s, adj); }
X509 *X509_new(void) { return SSL_FUNCTION(X509_new)(); }
int X509_set_issuer_name(X509 *x, const X509_NAME *name) { return SSL_FUNCTION(X509_set_issuer_name)(x, name); }
int X509_set_pubkey(X509 *x, EVP_PKEY *pkey) { return SSL_FUNCTION(X509_set_pubkey)(x, pkey); }
int X509_set_version(X509 *x, long version) { return SSL_FUNCTION(X509_set_version)(x, version); }
int X509_sign(X509 *x, EVP_PKEY *pkey, const EVP_MD *md) { return SSL_FUNCTION(X509_sign)(x, pkey, md); }
int i2d_ECDSA_SIG(const ECDSA_SIG *a, unsigned char **out) { return SSL_FUNCTION(i2d_ECDSA_SIG)(a, out); }
