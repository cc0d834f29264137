"""Sends Live Activity pushes to `islet serve` with aioapns, a real APNs client library.

Usage: aioapns_client.py PORT CA_FILE KEY_FILE TOKEN TIMESTAMP
aioapns always connects to Apple's hosts on port 443: the test points its sandbox protocol class
at 127.0.0.1:PORT and trusts islet's certificate through an SSL context. The provider token is
made by aioapns (PyJWT, ES256) from KEY_FILE. Prints one line per push: status and reason.
"""
import asyncio
import ssl
import sys

from aioapns import APNs, NotificationRequest, PushType
from aioapns.connection import APNsDevelopmentClientProtocol


async def main(port, ca_file, key_file, token, timestamp):
    APNsDevelopmentClientProtocol.APNS_SERVER = "127.0.0.1"
    APNsDevelopmentClientProtocol.APNS_PORT = port
    context = ssl.create_default_context(cafile=ca_file)
    with open(key_file) as key:
        client = APNs(
            key=key.read(), key_id="ABC123DEFG", team_id="TEAM123456",
            topic="com.example.app.push-type.liveactivity", use_sandbox=True, ssl_context=context)
    state = {"phase": "pickedUp", "stopsAway": 3, "courier": "Sam"}
    start = {"aps": {
        "timestamp": timestamp, "event": "start", "attributes-type": "Delivery",
        "attributes": {"orderID": "A-1", "merchant": "Mario's", "destination": "Harbour St"},
        "content-state": state, "alert": {"title": "Placed"}}}
    wrong_type = {"aps": {"timestamp": timestamp + 1, "event": "update",
                          "content-state": dict(state, stopsAway="four")}}
    update = {"aps": {"timestamp": timestamp + 2, "event": "update", "content-state": state}}
    requests = [
        NotificationRequest(device_token=token, message=start, push_type=PushType.LIVEACTIVITY),
        NotificationRequest(device_token=token, message=wrong_type, push_type=PushType.LIVEACTIVITY),
        NotificationRequest(device_token=token, message=update, push_type=PushType.LIVEACTIVITY, priority=7),
    ]
    for request in requests:
        result = await client.send_notification(request)
        print(result.status, result.description or "-")


if __name__ == "__main__":
    port, ca_file, key_file, token, timestamp = sys.argv[1:]
    asyncio.run(main(int(port), ca_file, key_file, token, int(timestamp)))
