import { describe, expect, it } from "vitest";
import { backoff, type ConnEvent, connLabel, connReduce, initialConn } from "./connection";

const run = (...events: ConnEvent[]) => events.reduce(connReduce, initialConn);

describe("the connection's state machine", () => {
  it("connects, then opens", () => {
    expect(run({ type: "connect" })).toMatchObject({ status: "connecting" });
    expect(connLabel(run({ type: "connect" }))).toBe("connecting…");
    const open = run({ type: "connect" }, { type: "open" });
    expect(open).toMatchObject({ status: "open", everOpened: true, attempt: 0 });
    expect(connLabel(open)).toBe("connected");
  });

  it("waits with a doubling backoff after each lost connection, at most 10 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoff)).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    let s = run({ type: "connect" }, { type: "open" }, { type: "close", code: 1006 });
    expect(s).toMatchObject({ status: "waiting", attempt: 1, retryInMs: 500 });
    expect(connLabel(s)).toBe("reconnecting… (next try in 1 s)");
    s = connReduce(s, { type: "retry" });
    expect(s.status).toBe("connecting");
    expect(connLabel(s)).toBe("reconnecting…");
    s = connReduce(s, { type: "close" });
    expect(s).toMatchObject({ status: "waiting", attempt: 2, retryInMs: 1000 });
  });

  it("starts counting again once a connection opens", () => {
    const s = run({ type: "connect" }, { type: "close" }, { type: "retry" }, { type: "close" }, { type: "retry" }, { type: "open" });
    expect(s).toMatchObject({ status: "open", attempt: 0 });
    expect(connReduce(s, { type: "close" }).retryInMs).toBe(500);
  });

  it("gives up when the table is gone, and ignores retries then", () => {
    const s = run({ type: "connect" }, { type: "close" }, { type: "gone", reason: "this table does not exist (any more)" });
    expect(s.status).toBe("failed");
    expect(connLabel(s)).toBe("this table does not exist (any more)");
    expect(connReduce(s, { type: "retry" })).toBe(s);
    expect(connReduce(s, { type: "connect" })).toBe(s);
  });

  it("stops cleanly when the page leaves the table", () => {
    const s = run({ type: "connect" }, { type: "open" }, { type: "stop" });
    expect(s).toEqual(initialConn);
    expect(connReduce(s, { type: "close" })).toBe(s);
  });
});
