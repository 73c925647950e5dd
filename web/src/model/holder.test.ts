import { describe, expect, it } from "vitest";

import { holderBase, socketUrl } from "./holder";

describe("the process that holds a table", () => {
  it("is where the table's answer came from, after a redirect", () => {
    expect(holderBase("https://room.example/p/2/api/tables/ab12", "ab12")).toBe("https://room.example/p/2");
    expect(holderBase("http://10.0.0.2:8081/api/tables/ab12", "ab12")).toBe("http://10.0.0.2:8081");
    expect(holderBase("http://10.0.0.2:8081/api/tables/ab12?x=1", "ab12")).toBe("http://10.0.0.2:8081");
  });

  it("is unknown when the answer is not the table's", () => {
    expect(holderBase("https://room.example/api/tables/other", "ab12")).toBeNull();
    expect(holderBase("", "ab12")).toBeNull();
    expect(holderBase("not a url", "ab12")).toBeNull();
  });

  it("takes the socket, on ws or wss as its address says", () => {
    const page = { protocol: "https:", host: "room.example" };
    expect(socketUrl("https://room.example/p/2", page, "table=ab12")).toBe("wss://room.example/p/2/ws?table=ab12");
    expect(socketUrl("http://10.0.0.2:8081", page, "table=ab12")).toBe("ws://10.0.0.2:8081/ws?table=ab12");
    expect(socketUrl(null, page, "table=ab12")).toBe("wss://room.example/ws?table=ab12");
    expect(socketUrl(null, { protocol: "http:", host: "localhost:8080" }, "t=1")).toBe("ws://localhost:8080/ws?t=1");
  });
});
