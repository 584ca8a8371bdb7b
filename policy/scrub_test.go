package policy_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pramana-dev/pramana/policy"
	"github.com/pramana-dev/pramana/receipt"
)

// Sample secrets, one per kind. They are made up; the shapes are real.
var secrets = map[string]string{
	"openai_key":        "sk-proj-abc123DEF456ghi789JKL012mno345PQR678",
	"openai_legacy":     "sk-4fQ9xB2kLm7Zp1Rt8Vw3Yc6Nd0Hs5Ju9Ka2Eb4Gf",
	"anthropic_key":     "sk-ant-api03-abcDEF123_ghi-JKL456mnoPQR789stuVWX",
	"aws_access_key_id": "AKIAIOSFODNN7EXAMPLE",
	"aws_session_key":   "ASIAY34FZKBOKMUTVV7A",
	"github_token":      "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",
	"github_oauth":      "gho_16C7e42F292c6912E7710c838347Ae178B4a",
	"github_pat":        "github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVW",
	"slack_token":       "xoxb-1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
	"google_api_key":    "AIzaSyA-1234567890abcdefghijklmnopqrstu",
	"jwt":               "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
}

func kindOf(name string) string {
	switch name {
	case "openai_legacy":
		return "openai_key"
	case "aws_session_key":
		return "aws_access_key_id"
	case "github_oauth", "github_pat":
		return "github_token"
	}
	return name
}

const pemKey = `-----BEGIN RSA PRIVATE KEY-----
MIIEowIBAAKCAQEA0Z3VS5JJcds3xfn/ygWyF8PbnGy0AHB7MhgHcTz6sE2I2yPB
aFDrBz9vFqU4yXOvCp4LkCZ6Gr7nM5rOWfz8Dk5VdiIsTyG6q0w8B7j8i6n0cYz8
-----END RSA PRIVATE KEY-----`

func TestScrub(t *testing.T) {
	for name, s := range secrets {
		in := "before " + s + " after"
		want := "before [REDACTED:" + kindOf(name) + "] after"
		if got, n := policy.Scrub(in); got != want || n != 1 {
			t.Errorf("%s: Scrub(%q) = %q, %d; want %q, 1", name, in, got, n, want)
		}
	}

	tests := []struct {
		name, in, want string
	}{
		{"bearer header", "Authorization: Bearer abcDEF123456ghiJKL789\n", "Authorization: Bearer [REDACTED:bearer_token]\n"},
		{"bearer lowercase", "curl -H 'authorization: bearer 0123456789abcdefXYZ'", "curl -H 'authorization: bearer [REDACTED:bearer_token]'"},
		{"pem block", "key:\n" + pemKey + "\ndone", "key:\n[REDACTED:private_key]\ndone"},
		{"pem cut off", "x\n" + pemKey[:150] + "\n[output truncated]", "x\n[REDACTED:private_key]\n[output truncated]"},
		{"pem in json", `{"private_key": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n-----END PRIVATE KEY-----\n", "x": 1}`,
			`{"private_key": "[REDACTED:private_key]\n", "x": 1}`},
		{"env password", "DB_PASSWORD=hunter2hunter2\nDB_USER=app", "DB_PASSWORD=[REDACTED:password]\nDB_USER=app"},
		{"env letters only", "PASSWORD=correcthorsebattery", "PASSWORD=[REDACTED:password]"},
		{"json secret", `{"client_secret": "s3cr3tvalue99", "id": 7}`, `{"client_secret": "[REDACTED:secret]", "id": 7}`},
		{"query token", "GET /cb?access_token=abc123def456&state=1", "GET /cb?access_token=[REDACTED:token]&state=1"},
		{"yaml", "api_key: 9f8e7d6c5b4a\nname: x", "api_key: [REDACTED:api_key]\nname: x"},
		{"header api key", "X-Api-Key: 0a1b2c3d4e5f6789", "X-Api-Key: [REDACTED:api_key]"},
		{"flag", "--password=Tr0ub4dor&3", "--password=[REDACTED:password]&3"},
		{"go short decl", `token := "abcdEFGH1234"`, `token := "[REDACTED:token]"`},
		{"assignment wins over key", "GITHUB_TOKEN=" + secrets["github_token"], "GITHUB_TOKEN=[REDACTED:token]"},
		{"two secrets", secrets["aws_access_key_id"] + "," + secrets["slack_token"], "[REDACTED:aws_access_key_id],[REDACTED:slack_token]"},
	}
	for _, tc := range tests {
		got, n := policy.Scrub(tc.in)
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: Scrub mismatch (-want +got):\n%s", tc.name, d)
		}
		if want := strings.Count(tc.want, "[REDACTED:"); n != want {
			t.Errorf("%s: Scrub count = %d, want %d", tc.name, n, want)
		}
	}
}

// Text that resembles a secret but is not one stays as it is.
func TestScrubLeavesNearMisses(t *testing.T) {
	clean := []string{
		"task-abcdefghijklmnopqrstuvwxyz0123",     // no boundary before sk-
		"sk-learn is a library",                   // too short
		"sk-this-is-a-long-hyphenated-identifier", // no digit
		"AKIAIOSFODNN7EXAMPLEX",                   // 21 characters
		"xAKIAIOSFODNN7EXAMPLE",
		"ghp_short",
		"xoxz-1234567890-abcdef",
		"AIzaShort",
		"eyJhbGciOiJIUzI1NiJ9 is a header alone",
		"Bearer authentication uses a token",
		"Bearer <token>",
		"password=abc",
		"password: Optional[str] = None",
		"token = self.token",
		"secret: SecretString",
		"api_key: ${API_KEY}",
		"token=[REDACTED:token]",
		"password: ********",
		"max_tokens=4096",
		"if token == expectedToken1234 {",
		"password = os.Getenv(\"DB_PASSWORD_FILE\")",
		"https://example.com:8443/path?q=1",
		`if strings.HasPrefix(s, "-----BEGIN RSA PRIVATE KEY-----") {`,
		"-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n-----END PUBLIC KEY-----",
		`"token": "the token used for login"`,
		"",
	}
	for _, s := range clean {
		if got, n := policy.Scrub(s); got != s || n != 0 {
			t.Errorf("Scrub(%q) = %q, %d; want it unchanged", s, got, n)
		}
	}
}

func mustReceipt(t testing.TB, seq uint64, tool string) string {
	key := make([]byte, receipt.KeySize)
	for i := range key {
		key[i] = byte(i * 7)
	}
	r, err := receipt.Compute(key, seq, 1774608496+seq, receipt.Call{ID: "call_1", Tool: tool, Result: "x"})
	if err != nil {
		t.Fatal(err)
	}
	return r.String()
}

// craftedReceipt is a well-formed receipt whose digest holds text that
// would be redacted anywhere else. A real digest can hold such text by
// chance.
func craftedReceipt(t *testing.T, digestPrefix string) string {
	d := digestPrefix + strings.Repeat("A", receipt.DigestLen-len(digestPrefix))
	s := receipt.Prefix + "1774608496-" + d
	if _, err := receipt.Parse(s); err != nil {
		t.Fatalf("crafted receipt does not parse: %v", err)
	}
	return s
}

func TestScrubKeepsReceipts(t *testing.T) {
	real1, real2 := mustReceipt(t, 1, "shell"), mustReceipt(t, 2, "list_dir")
	defanged := receipt.Defang(real1)
	crafted := []string{
		craftedReceipt(t, "AKIAIOSFODNN7EXAMPLE-"),
		craftedReceipt(t, "sk-proj-abc123DEF456ghi789"),
		craftedReceipt(t, "-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"),
		craftedReceipt(t, "AIzaSyA-1234567890abcdefghijklmnopqrstu"),
		craftedReceipt(t, "_xoxb-1234567890-1234567890123"),
	}
	var unchanged []string
	for _, r := range append([]string{real1, real2, defanged}, crafted...) {
		unchanged = append(unchanged,
			r,
			"[receipt: "+r+"]",
			"see "+r+".",
			r+"\n"+r,
			"token="+r,
			"Bearer "+r,
			"zc-"+r,
			receipt.Defang(r),
		)
	}
	for _, s := range unchanged {
		if got, n := policy.Scrub(s); got != s || n != 0 {
			t.Errorf("Scrub(%q) = %q, %d; want it unchanged", s, got, n)
		}
	}

	// Secrets next to receipts go; the receipts stay.
	key := secrets["openai_key"]
	adjacent := []struct{ in, want string }{
		{key + real1, "[REDACTED:openai_key]" + real1},
		{real1 + key, real1 + "[REDACTED:openai_key]"},
		{key + " " + real1 + " " + key, "[REDACTED:openai_key] " + real1 + " [REDACTED:openai_key]"},
		{"token=abcdef123456" + real1, "token=[REDACTED:token]" + real1},
		{"Bearer 0123456789abcdefXYZ" + defanged, "Bearer [REDACTED:bearer_token]" + defanged},
		{secrets["aws_access_key_id"] + real1 + secrets["aws_access_key_id"], "[REDACTED:aws_access_key_id]" + real1 + "[REDACTED:aws_access_key_id]"},
		{secrets["jwt"] + real2, "[REDACTED:jwt]" + real2},
		{"-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n" + real1, "[REDACTED:private_key]\n" + real1},
		// Not a receipt: the prefix alone does not shelter what follows.
		{"zc-receipt-" + key, "zc-receipt-[REDACTED:openai_key]"},
		{"zc_receipt-" + key, "zc_receipt-[REDACTED:openai_key]"},
	}
	for _, tc := range adjacent {
		got, _ := policy.Scrub(tc.in)
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("Scrub(%q) mismatch (-want +got):\n%s", tc.in, d)
		}
	}
}

// Properties over random mixes of receipts, secrets and text that looks
// like both: receipts always survive byte for byte, Scrub is idempotent,
// and a secret set apart by blanks never survives.
func TestScrubProperties(t *testing.T) {
	var receipts []string
	for i := range 4 {
		r := mustReceipt(t, uint64(i+1), "shell")
		receipts = append(receipts, r, receipt.Defang(r))
	}
	var secretList []string
	for _, s := range secrets {
		secretList = append(secretList, s)
	}
	noise := []string{
		"hello", "the", "func main() {", "x := 1", "a=b", ":", "=", "-", "_", "\"", "'",
		"sk-", "AKIA", "eyJ", "Bearer ", "token=", "password: ", "zc-receipt-", "zc_receipt-", "receipt-",
		"1774608496-", "-----BEGIN RSA PRIVATE KEY-----\n", "-----END RSA PRIVATE KEY-----", "\n", "MIIEowIBAAKCAQEA0Z3VS5JJcds3",
	}
	fragment := rapid.OneOf(rapid.SampledFrom(receipts), rapid.SampledFrom(secretList), rapid.SampledFrom(noise))

	t.Run("receipts survive and idempotent", rapid.MakeCheck(func(t *rapid.T) {
		parts := rapid.SliceOfN(fragment, 0, 12).Draw(t, "parts")
		in := strings.Join(parts, "")
		out, n := policy.Scrub(in)
		for _, r := range receipts {
			if a, b := strings.Count(in, r), strings.Count(out, r); a != b {
				t.Fatalf("receipt %s occurs %d times in input, %d in output:\n in: %q\nout: %q", r, a, b, in, out)
			}
		}
		if n == 0 && out != in {
			t.Fatalf("count 0 but text changed:\n in: %q\nout: %q", in, out)
		}
		if again, m := policy.Scrub(out); again != out || m != 0 {
			t.Fatalf("not idempotent:\n  once: %q\n twice: %q (%d)", out, again, m)
		}
	}))

	t.Run("separated secrets go", rapid.MakeCheck(func(t *rapid.T) {
		parts := rapid.SliceOfN(fragment, 0, 12).Draw(t, "parts")
		in := strings.Join(parts, " ")
		out, _ := policy.Scrub(in)
		for _, s := range secretList {
			if strings.Contains(out, s) {
				t.Fatalf("secret %q survived:\n in: %q\nout: %q", s, in, out)
			}
		}
		for _, r := range receipts {
			if a, b := strings.Count(in, r), strings.Count(out, r); a != b {
				t.Fatalf("receipt %s occurs %d times in input, %d in output", r, a, b)
			}
		}
	}))
}

// cleanText returns about n bytes of text shaped like tool output (code,
// logs, a directory listing, JSON, prose) with no secrets and no receipts.
func cleanText(n int) string {
	lines := []string{
		"package main",
		"",
		"import (\n\t\"fmt\"\n\t\"os\"\n)",
		"func main() {",
		"\tif err := run(os.Args[1:]); err != nil {",
		"\t\tfmt.Fprintf(os.Stderr, \"error: %v\\n\", err)",
		"\t\tos.Exit(1)",
		"\t}",
		"}",
		"// tokenize splits the input into tokens; a secret of good design is that it has none.",
		"-rw-r--r--  1 dev  staff   4096 Mar 27 10:41 README.md",
		"drwxr-xr-x  5 dev  staff    160 Mar 27 10:41 internal",
		"2026-03-27T10:41:07Z INFO request served method=GET path=/api/v1/items status=200 duration=1.2ms",
		`{"id": 42, "name": "widget", "tags": ["a", "b"], "price": 9.99, "token_count": 128}`,
		"The quick brown fox jumps over the lazy dog; the task-runner skipped 3 steps.",
		"See https://example.com/docs/getting-started for details: it covers setup, usage and FAQ.",
		"x := map[string]int{\"a\": 1, \"b\": 2}",
		"for i := 0; i < len(s); i++ { total += s[i] }",
		"Accept: text/html, application/json;q=0.9",
		"max_tokens = 4096 # keep replies short",
	}
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(lines[i%len(lines)])
		b.WriteByte('\n')
	}
	return b.String()[:n]
}

func TestScrubCleanTextDoesNotAllocate(t *testing.T) {
	clean := cleanText(64 << 10)
	withReceipts := clean[:32<<10] + mustReceipt(t, 1, "x") + "\n" + receipt.Defang(mustReceipt(t, 2, "y")) + clean[32<<10:]
	for name, s := range map[string]string{"clean": clean, "with receipts": withReceipts} {
		if out, n := policy.Scrub(s); n != 0 || out != s {
			t.Fatalf("%s: Scrub found %d secrets in clean text", name, n)
		}
		allocs := testing.AllocsPerRun(20, func() { policy.Scrub(s) })
		if allocs != 0 {
			t.Errorf("%s: Scrub allocated %v times per run, want 0", name, allocs)
		}
	}
}

// BenchmarkScrub measures Scrub on 64 KiB of clean text next to a single
// strings.Index pass for a needle that is not there, the floor for any
// scan of the text.
func BenchmarkScrub(b *testing.B) {
	clean := cleanText(64 << 10)
	b.Run("Scrub", func(b *testing.B) {
		b.SetBytes(int64(len(clean)))
		b.ReportAllocs()
		for b.Loop() {
			policy.Scrub(clean)
		}
	})
	b.Run("IndexBaseline", func(b *testing.B) {
		b.SetBytes(int64(len(clean)))
		b.ReportAllocs()
		for b.Loop() {
			if strings.Index(clean, "zc-receipt-") >= 0 {
				b.Fatal("baseline needle found")
			}
		}
	})
	dirty := strings.Replace(clean, "README.md", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY "+secrets["aws_access_key_id"], 1)
	b.Run("ScrubOneSecret", func(b *testing.B) {
		b.SetBytes(int64(len(dirty)))
		b.ReportAllocs()
		for b.Loop() {
			if _, n := policy.Scrub(dirty); n != 2 {
				b.Fatalf("found %d secrets, want 2", n)
			}
		}
	})
}

func ExampleScrub() {
	out, n := policy.Scrub("OPENAI_API_KEY=sk-proj-abc123DEF456ghi789JKL012mno345 ok")
	fmt.Println(out, n)
	// Output: OPENAI_API_KEY=[REDACTED:api_key] ok 1
}
