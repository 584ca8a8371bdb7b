package policy

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"syscall"
)

// ErrBlockedAddress is matched by every error [CheckAddr] returns, and so by
// the dial errors of a [SafeDialer] that refused to connect.
var ErrBlockedAddress = errors.New("address blocked by network policy")

// A netRange is a block of addresses and why it is blocked.
type netRange struct {
	prefix netip.Prefix
	kind   string
	// private ranges are reachable when the caller allows private
	// networks; the others are never a legitimate target of a fetch.
	private bool
}

// pfx parses a prefix of blockedRanges. Kept out of line: inlined, the
// parse and its panic cost code at each of its 27 calls.
//
//go:noinline
func pfx(s string) netip.Prefix { return netip.MustParsePrefix(s) }

// blockedRanges returns the special-purpose ranges of the IANA IPv4 and
// IPv6 registries that a fetch tool must not reach. It is a function, not a
// package variable, so the package holds no mutable state; CheckAddr runs
// at dial time, where a few dozen prefix checks cost nothing next to a TCP
// handshake.
func blockedRanges() []netRange {
	return []netRange{
		// Never reachable: nothing legitimate is served there, and some
		// of them alias the local host or a whole segment.
		{pfx("0.0.0.0/8"), "unspecified (\"this network\")", false},
		{pfx("224.0.0.0/4"), "multicast", false},
		{pfx("240.0.0.0/4"), "reserved", false}, // includes 255.255.255.255
		{pfx("192.0.2.0/24"), "documentation", false},
		{pfx("198.51.100.0/24"), "documentation", false},
		{pfx("203.0.113.0/24"), "documentation", false},
		{pfx("::/128"), "unspecified", false},
		{pfx("ff00::/8"), "multicast", false},
		{pfx("100::/64"), "discard-only", false},
		{pfx("2001:db8::/32"), "documentation", false},
		// Cloud instance metadata services hand out credentials; an
		// agent has no business there even on a private network.
		{pfx("169.254.169.254/32"), "cloud metadata", false},
		{pfx("fd00:ec2::254/128"), "cloud metadata", false},
		{pfx("100.100.100.200/32"), "cloud metadata", false},

		// Private: the local host and non-public networks.
		{pfx("127.0.0.0/8"), "loopback", true},
		{pfx("10.0.0.0/8"), "private", true},
		{pfx("172.16.0.0/12"), "private", true},
		{pfx("192.168.0.0/16"), "private", true},
		{pfx("100.64.0.0/10"), "carrier-grade NAT", true},
		{pfx("169.254.0.0/16"), "link-local", true},
		{pfx("192.0.0.0/24"), "IETF protocol assignments", true},
		{pfx("198.18.0.0/15"), "benchmarking", true},
		{pfx("::1/128"), "loopback", true},
		{pfx("fc00::/7"), "unique local (private)", true},
		{pfx("fe80::/10"), "link-local", true},
		{pfx("fec0::/10"), "site-local", true},
	}
}

// CheckAddr reports whether a connection to ip is allowed. It returns an
// error matching [ErrBlockedAddress] for loopback, private (RFC 1918,
// fc00::/7), carrier-grade NAT, link-local, unspecified, multicast,
// broadcast, reserved and documentation addresses, and for IPv6 forms that
// embed such an IPv4 address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible
// ::a.b.c.d, NAT64 64:ff9b::/96 and 6to4 2002::/16).
//
// With allowPrivate, loopback, private, carrier-grade NAT and link-local
// addresses are allowed, for an operator who wants the agent to reach a
// service on the local network. Cloud metadata addresses (169.254.169.254,
// fd00:ec2::254, 100.100.100.200), unspecified, multicast, reserved and
// documentation addresses stay blocked either way: they serve credentials
// or nothing at all.
func CheckAddr(ip netip.Addr, allowPrivate bool) error {
	if !ip.IsValid() {
		return fmt.Errorf("invalid address: %w", ErrBlockedAddress)
	}
	orig := ip
	ip = ip.WithZone("")
	// Check the address itself and any IPv4 address it carries: a host
	// that routes NAT64 or 6to4 would deliver to the embedded one.
	for _, a := range embedded(ip) {
		for _, r := range blockedRanges() {
			if !r.prefix.Contains(a) {
				continue
			}
			if r.private && allowPrivate {
				// Every never-allowed range is listed before the
				// private ones, so nothing later can refuse a.
				break
			}
			how := ""
			if a != ip {
				how = fmt.Sprintf(" (embeds %s)", a)
			}
			hint := ""
			if r.private {
				hint = "; private network access is disabled"
			}
			return fmt.Errorf("%s is a %s address%s%s: %w", orig, r.kind, how, hint, ErrBlockedAddress)
		}
	}
	return nil
}

// embedded returns ip and the IPv4 address embedded in it, if any.
func embedded(ip netip.Addr) []netip.Addr {
	if ip.Is4() {
		return []netip.Addr{ip}
	}
	if ip.Is4In6() {
		return []netip.Addr{ip, ip.Unmap()}
	}
	b := ip.As16()
	var zero [12]byte
	switch {
	case [12]byte(b[:12]) == zero && ip != netip.IPv6Unspecified() && ip != netip.IPv6Loopback():
		// IPv4-compatible ::a.b.c.d (deprecated, but some stacks
		// still route it).
		return []netip.Addr{ip, netip.AddrFrom4([4]byte(b[12:]))}
	case pfx("64:ff9b::/96").Contains(ip):
		return []netip.Addr{ip, netip.AddrFrom4([4]byte(b[12:]))}
	case pfx("2002::/16").Contains(ip):
		return []netip.Addr{ip, netip.AddrFrom4([4]byte(b[2:6]))}
	}
	return []netip.Addr{ip}
}

// SafeDialer returns a dialer that checks, with [CheckAddr], the address of
// every connection it is about to make, after name resolution, on the
// socket itself. Checking there rather than on the URL's host name covers
// names that resolve to private addresses, DNS rebinding (a name that
// resolves differently for the check and for the connection) and
// redirects, since every hop dials again. The error of a refused dial
// matches [ErrBlockedAddress].
//
// An HTTP client built on it must not use a proxy (set Transport.Proxy to
// nil): the dialer would then check only the proxy's address.
func SafeDialer(allowPrivate bool) *net.Dialer {
	return &net.Dialer{
		Control: func(network, address string, _ syscall.RawConn) error {
			switch network {
			case "tcp", "tcp4", "tcp6", "udp", "udp4", "udp6":
			default:
				return fmt.Errorf("network %q: %w", network, ErrBlockedAddress)
			}
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return fmt.Errorf("dial address %q: %v: %w", address, err, ErrBlockedAddress)
			}
			return CheckAddr(ap.Addr(), allowPrivate)
		},
	}
}
