# A TCP proxy that holds every chunk it forwards for DELAY seconds, in each direction: network
# latency between a client and a server on the same machine (this machine's kernel has no
# netem qdisc). Each round trip of the PostgreSQL protocol then costs about 2 × DELAY more, so
# a change in the number of round trips shows above the noise of loopback timings.
#
#   python3 Scripts/delay-proxy.py LISTEN_PORT SERVER_PORT DELAY &
#   store-search-bench postgres://bench@127.0.0.1:LISTEN_PORT/bench100000 --open ...
#
# Chunks are forwarded one after another, so an answer that arrives in several chunks waits
# DELAY for each: figures through the proxy compare builds with each other, they are not a
# model of any one network.
import asyncio
import sys

listen_port, server_port, delay = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])


async def forward(reader, writer):
    try:
        while data := await reader.read(65536):
            await asyncio.sleep(delay)
            writer.write(data)
            await writer.drain()
    finally:
        writer.close()


async def connect(client_reader, client_writer):
    server_reader, server_writer = await asyncio.open_connection("127.0.0.1", server_port)
    await asyncio.gather(forward(client_reader, server_writer), forward(server_reader, client_writer))


async def main():
    server = await asyncio.start_server(connect, "127.0.0.1", listen_port)
    async with server:
        await server.serve_forever()


asyncio.run(main())
