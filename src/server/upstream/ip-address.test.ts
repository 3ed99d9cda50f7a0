import { describe, expect, it } from "vitest";
import { isIpLiteral, isPublicAddress, parseIPv4, parseIPv6 } from "./ip-address.js";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "10.255.255.255",
    "172.16.0.1",
    "172.20.10.5",
    "172.31.255.255",
    "192.168.0.1",
    "192.168.255.255",
    "169.254.169.254",
    "169.254.0.1",
    "0.0.0.0",
    "0.1.2.3",
    "100.64.0.1",
    "192.0.0.170",
    "198.18.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "[::1]",
    "0:0:0:0:0:0:0:1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:127.0.0.1]",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "2002:7f00:1::",
    "2002:c0a8:101::1",
    "fc00::",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "2001:db8::1",
    "2001::1",
    "100::1",
    "2130706433",
    "0177.0.0.1",
    "0x7f.1",
    "0x7f000001",
    "017700000001",
    "127.1",
    "0",
    "3232235777",
    "0xa9.0xfe.0xa9.0xfe",
    "localhost",
    "example.com",
    "",
    "not an address",
    "1.2.3.4.5",
    "256.1.1.1",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.15.255.255",
    "172.32.0.1",
    "192.169.0.1",
    "169.253.255.255",
    "100.63.255.255",
    "2001:4860:4860::8888",
    "2a00:1450:4001:81b::200e",
    "[2606:4700:4700::1111]",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
    "134744072",
  ])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("address parsing", () => {
  it("reads IPv4 the way resolvers and URL parsers do", () => {
    expect(parseIPv4("2130706433")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("0177.0.0.1")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("0x7f.1")).toEqual([127, 0, 0, 1]);
    expect(parseIPv4("10.1")).toEqual([10, 0, 0, 1]);
    expect(parseIPv4("192.168.1")).toEqual([192, 168, 0, 1]);
    expect(parseIPv4("1.2.3.4.")).toEqual([1, 2, 3, 4]);
    expect(parseIPv4("4294967296")).toBeNull();
    expect(parseIPv4("1.2.3.256")).toBeNull();
    expect(parseIPv4("08.0.0.1")).toBeNull();
    expect(parseIPv4("news.google.com")).toBeNull();
  });

  it("reads compressed, bracketed, zoned and dotted-tail IPv6", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("[fe80::1%25eth0]")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIPv6("1::2::3")).toBeNull();
    expect(parseIPv6("12345::")).toBeNull();
    expect(parseIPv6("::ffff:300.0.0.1")).toBeNull();
  });

  it("tells IP literals from host names", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("2130706433")).toBe(true);
    expect(isIpLiteral("news.google.com")).toBe(false);
    expect(isIpLiteral("localhost")).toBe(false);
  });
});

describe("URL host spellings of loopback", () => {
  it("the URL parser normalises them to an address the classifier refuses", () => {
    for (const raw of [
      "http://2130706433/",
      "http://0177.0.0.1/",
      "http://0x7f.1/",
      "http://127.1/",
      "http://[::ffff:127.0.0.1]/",
      "http://[0:0:0:0:0:ffff:7f00:1]/",
      "http://[::1]/",
    ]) {
      const host = new URL(raw).hostname;
      expect(isPublicAddress(host), `${raw} -> ${host}`).toBe(false);
    }
  });
});
