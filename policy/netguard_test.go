package policy

import (
	"context"
	"errors"
	"net"
	"net/netip"
	"testing"
)

func TestCheckAddr(t *testing.T) {
	// Blocked unless private networks are allowed.
	private := []string{
		"127.0.0.1", "127.255.255.254", "10.1.2.3", "172.16.0.1", "172.31.255.255",
		"192.168.1.1", "100.64.0.1", "100.127.255.255", "169.254.1.1", "198.18.0.1",
		"::1", "fc00::1", "fd12:3456::1", "fe80::1", "fe80::1%eth0",
		"::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.1.1",
		"::7f00:1",          // IPv4-compatible 127.0.0.1
		"64:ff9b::a00:1",    // NAT64 of 10.0.0.1
		"2002:c0a8:101::1",  // 6to4 of 192.168.1.1
		"64:ff9b::7f00:1",   // NAT64 of 127.0.0.1
		"::ffff:100.64.0.1", // mapped CGNAT
	}
	// Blocked always.
	never := []string{
		"0.0.0.0", "0.1.2.3", "169.254.169.254", "::ffff:169.254.169.254", "fd00:ec2::254",
		"100.100.100.200", "224.0.0.1", "239.255.255.250", "255.255.255.255", "240.0.0.1",
		"192.0.2.1", "::", "ff02::1", "2001:db8::1", "::ffff:0.0.0.0", "64:ff9b::a9fe:a9fe",
	}
	public := []string{
		"8.8.8.8", "1.1.1.1", "172.32.0.1", "172.15.255.255", "100.128.0.1", "192.169.0.1",
		"2606:4700:4700::1111", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1",
	}
	check := func(s string, allowPrivate, wantBlocked bool) {
		t.Helper()
		err := CheckAddr(netip.MustParseAddr(s), allowPrivate)
		switch {
		case wantBlocked && !errors.Is(err, ErrBlockedAddress):
			t.Errorf("CheckAddr(%s, allowPrivate=%v) = %v, want ErrBlockedAddress", s, allowPrivate, err)
		case !wantBlocked && err != nil:
			t.Errorf("CheckAddr(%s, allowPrivate=%v) = %v, want nil", s, allowPrivate, err)
		}
	}
	for _, s := range private {
		check(s, false, true)
		check(s, true, false)
	}
	for _, s := range never {
		check(s, false, true)
		check(s, true, true)
	}
	for _, s := range public {
		check(s, false, false)
		check(s, true, false)
	}
	if err := CheckAddr(netip.Addr{}, true); !errors.Is(err, ErrBlockedAddress) {
		t.Errorf("CheckAddr(zero Addr) = %v, want ErrBlockedAddress", err)
	}
	err := CheckAddr(netip.MustParseAddr("::ffff:10.0.0.1"), false)
	if want := "::ffff:10.0.0.1 is a private address (embeds 10.0.0.1); private network access is disabled: address blocked by network policy"; err == nil || err.Error() != want {
		t.Errorf("error text:\n got %v\nwant %s", err, want)
	}
}

func TestSafeDialer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	ctx := context.Background()

	for _, addr := range []string{ln.Addr().String(), net.JoinHostPort("localhost", port)} {
		c, err := SafeDialer(false).DialContext(ctx, "tcp", addr)
		if err == nil {
			c.Close()
			t.Errorf("SafeDialer(false) connected to %s", addr)
		} else if !errors.Is(err, ErrBlockedAddress) {
			t.Errorf("SafeDialer(false) dial %s: %v, want ErrBlockedAddress", addr, err)
		}
	}
	c, err := SafeDialer(true).DialContext(ctx, "tcp", ln.Addr().String())
	if err != nil {
		t.Fatalf("SafeDialer(true) dial loopback: %v", err)
	}
	c.Close()
}
