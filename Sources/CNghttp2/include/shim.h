// The C surface islet uses from nghttp2 (libnghttp2-dev): the server session API. Swift reads
// the frame unions itself; only what Swift cannot spell is wrapped here.
#ifndef ISLET_CNGHTTP2_SHIM_H
#define ISLET_CNGHTTP2_SHIM_H

#include <nghttp2/nghttp2.h>

// The frame's END_STREAM flag (a request's last HEADERS or DATA frame).
static inline int islet_h2_ends_stream(const nghttp2_frame *frame) {
  return (frame->hd.flags & NGHTTP2_FLAG_END_STREAM) != 0;
}

// Whether the frame opens a request: HEADERS in the request category.
static inline int islet_h2_is_request_headers(const nghttp2_frame *frame) {
  return frame->hd.type == NGHTTP2_HEADERS && frame->headers.cat == NGHTTP2_HCAT_REQUEST;
}

#endif
