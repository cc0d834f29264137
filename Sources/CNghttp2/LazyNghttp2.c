// The nghttp2 functions islet calls, each forwarding to libnghttp2's, opened on the first
// call: only `serve` speaks HTTP/2. A function used but missing here fails the link; its
// declaration in nghttp2.h checks the signature.
#include "lazy_library.h"
#include "shim.h"

/// libnghttp2 (its soname has been .so.14 since 1.0).
static IsletLazyLibrary nghttp2 = {"libnghttp2.so.14", NULL};
#define H2_FUNCTION(name) LAZY_SYMBOL(nghttp2, name)

int nghttp2_session_callbacks_new(nghttp2_session_callbacks **callbacks_ptr) {
  return H2_FUNCTION(nghttp2_session_callbacks_new)(callbacks_ptr);
}
void nghttp2_session_callbacks_del(nghttp2_session_callbacks *callbacks) {
  H2_FUNCTION(nghttp2_session_callbacks_del)(callbacks);
}
void nghttp2_session_callbacks_set_on_frame_recv_callback(nghttp2_session_callbacks *cbs,
                                                          nghttp2_on_frame_recv_callback callback) {
  H2_FUNCTION(nghttp2_session_callbacks_set_on_frame_recv_callback)(cbs, callback);
}
void nghttp2_session_callbacks_set_on_data_chunk_recv_callback(nghttp2_session_callbacks *cbs,
                                                               nghttp2_on_data_chunk_recv_callback callback) {
  H2_FUNCTION(nghttp2_session_callbacks_set_on_data_chunk_recv_callback)(cbs, callback);
}
void nghttp2_session_callbacks_set_on_stream_close_callback(nghttp2_session_callbacks *cbs,
                                                            nghttp2_on_stream_close_callback callback) {
  H2_FUNCTION(nghttp2_session_callbacks_set_on_stream_close_callback)(cbs, callback);
}
void nghttp2_session_callbacks_set_on_begin_headers_callback(nghttp2_session_callbacks *cbs,
                                                             nghttp2_on_begin_headers_callback callback) {
  H2_FUNCTION(nghttp2_session_callbacks_set_on_begin_headers_callback)(cbs, callback);
}
void nghttp2_session_callbacks_set_on_header_callback(nghttp2_session_callbacks *cbs,
                                                      nghttp2_on_header_callback callback) {
  H2_FUNCTION(nghttp2_session_callbacks_set_on_header_callback)(cbs, callback);
}
int nghttp2_session_server_new(nghttp2_session **session_ptr, const nghttp2_session_callbacks *callbacks,
                               void *user_data) {
  return H2_FUNCTION(nghttp2_session_server_new)(session_ptr, callbacks, user_data);
}
void nghttp2_session_del(nghttp2_session *session) { H2_FUNCTION(nghttp2_session_del)(session); }
ssize_t nghttp2_session_mem_send(nghttp2_session *session, const uint8_t **data_ptr) {
  return H2_FUNCTION(nghttp2_session_mem_send)(session, data_ptr);
}
ssize_t nghttp2_session_mem_recv(nghttp2_session *session, const uint8_t *in, size_t inlen) {
  return H2_FUNCTION(nghttp2_session_mem_recv)(session, in, inlen);
}
int nghttp2_session_want_read(nghttp2_session *session) { return H2_FUNCTION(nghttp2_session_want_read)(session); }
int nghttp2_session_want_write(nghttp2_session *session) { return H2_FUNCTION(nghttp2_session_want_write)(session); }
int nghttp2_submit_response(nghttp2_session *session, int32_t stream_id, const nghttp2_nv *nva, size_t nvlen,
                            const nghttp2_data_provider *data_prd) {
  return H2_FUNCTION(nghttp2_submit_response)(session, stream_id, nva, nvlen, data_prd);
}
int nghttp2_submit_settings(nghttp2_session *session, uint8_t flags, const nghttp2_settings_entry *iv, size_t niv) {
  return H2_FUNCTION(nghttp2_submit_settings)(session, flags, iv, niv);
}
