package cli

import (
	"context"
	"crypto/rand"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"

	"github.com/pramana-dev/pramana/agent"
	"github.com/pramana-dev/pramana/audit"
	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/pramana-dev/pramana/provider"
	"github.com/pramana-dev/pramana/provider/providertest"
	"github.com/pramana-dev/pramana/receipt"
	"github.com/spf13/cobra"
)

func newDemoCmd(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "demo",
		Short: "Run pramana offline against a scripted model and watch it catch made-up tool use",
		Long: `demo starts a scripted OpenAI-compatible model server on loopback inside this
process, runs real built-in tools in a temporary workspace through the same
code path as "pramana agent", and shows the receipts footer and the checks
that catch a reply misreporting its tools. It needs no network and no key.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return runDemo(cmd.Context(), e) },
	}
}

// A demoScene is one scripted turn.
type demoScene struct {
	title, explain, ask string
	calls               []provider.ToolCall
	// reply writes the model's final text from the receipts it was shown,
	// in call order ("" for a call that got none).
	reply func(receipts []string) string
}

var receiptInResult = regexp.MustCompile(`\[receipt: (zc-receipt-[0-9]+-[A-Za-z0-9_-]{43})\]`)

func runDemo(ctx context.Context, e *env) error {
	dir, err := os.MkdirTemp("", "pramana-demo-")
	if err != nil {
		return errs.Errorf("demo: create workspace: %w", err)
	}
	defer os.RemoveAll(dir)
	if err := writeDemoWorkspace(dir); err != nil {
		return errs.Errorf("demo: write workspace: %w", err)
	}

	scenes := demoScenes()
	var script []providertest.Turn
	for _, s := range scenes {
		script = append(script, providertest.Turn{ToolCalls: s.calls}, providertest.Turn{Reply: scriptedReply(s.reply)})
	}
	srv := providertest.New(script)
	srv.Start()
	defer srv.Close()

	cfg := config.Default()
	cfg.Provider.BaseURL = srv.URL()
	cfg.Provider.Model = "scripted-model"
	cfg.Provider.APIKeyEnv = ""
	cfg.Agent.Workspace = dir
	show := &demoSink{w: e.stdout}
	a, err := buildAgent(e, cfg, agentSetup{audit: show, registry: receipt.NewRegistry()})
	if err != nil {
		return err
	}

	w := e.stdout
	fmt.Fprintf(w, "pramana demo: a scripted model (an OpenAI-compatible server replaying a script on %s),\n", srv.URL())
	fmt.Fprintf(w, "real built-in tools in a temporary workspace (%s), real receipts and real checks.\n", dir)
	fmt.Fprintln(w, "No network, no API key. The model's words are scripted; everything pramana does is not.")
	for i, s := range scenes {
		fmt.Fprintf(w, "\n== %d. %s ==\n%s\n\nyou> %s\n", i+1, s.title, s.explain, s.ask)
		show.on(true)
		res, err := a.Run(ctx, agent.Turn{Message: s.ask, Conversation: fmt.Sprintf("demo-%d", i+1)})
		show.on(false)
		if err != nil {
			return errs.Errorf("demo: scene %d: %w", i+1, err)
		}
		fmt.Fprintf(w, "\nmodel> %s\n", indent(res.Reply))
	}
	fmt.Fprintln(w, "\nEvery receipt above was signed with a key that lived only for its turn and is gone now.")
	fmt.Fprintln(w, `Next: "pramana config init", point [provider] at your model, then "pramana agent -m '...'".`)
	return nil
}

func scriptedReply(write func([]string) string) func(providertest.Request) providertest.Turn {
	return func(req providertest.Request) providertest.Turn {
		var got []string
		// The tool messages since the last assistant message with calls.
		for i := len(req.Messages) - 1; i >= 0 && req.Messages[i].Role == provider.RoleTool; i-- {
			r := ""
			if m := receiptInResult.FindStringSubmatch(req.Messages[i].Content); m != nil {
				r = m[1]
			}
			got = append([]string{r}, got...)
		}
		return providertest.Turn{Content: write(got)}
	}
}

func indent(s string) string { return strings.ReplaceAll(s, "\n", "\n       ") }

// forgedReceipt makes a well-formed receipt that no scope issued.
func forgedReceipt() string {
	var r receipt.Receipt
	rand.Read(r.Digest[:])
	r.Timestamp = 1774608496
	return r.String()
}

func call(id, name, args string) provider.ToolCall {
	return provider.ToolCall{ID: id, Name: name, Arguments: args}
}

func demoScenes() []demoScene {
	return []demoScene{{
		title:   "An honest turn",
		explain: "The model lists a folder and reads a file; each result comes back signed, and the model cites the receipts.",
		ask:     "How many quarterly reports are in reports/, and what does notes.md say about Q3?",
		calls:   []provider.ToolCall{call("call_1", "list_dir", `{"path":"reports"}`), call("call_2", "file_read", `{"path":"notes.md"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("There are 3 quarterly reports in reports/: q1.csv, q2.csv and q3.csv [%s].\nnotes.md says Q3 revenue was $1.2M, up 8%% on Q2 [%s].", r[0], r[1])
		},
	}, {
		title:   "A receipt that was never issued",
		explain: "The model pads its answer with an archive it never listed, and cites a receipt it made up.",
		ask:     "Is there anything in reports/?",
		calls:   []provider.ToolCall{call("call_1", "list_dir", `{"path":"reports"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("reports/ holds q1.csv, q2.csv and q3.csv [%s]. The archive folder holds the older reports as well [%s].", r[0], forgedReceipt())
		},
	}, {
		title:   "A result from a call that never succeeded",
		explain: "The shell call is denied (supervised autonomy, no terminal to ask), but the model reports its output anyway.",
		ask:     "What's the weather in Pune right now?",
		calls:   []provider.ToolCall{call("call_1", "shell", `{"command":"curl wttr.in/Pune"}`)},
		reply: func([]string) string {
			return "I ran curl against the weather service: it's 31°C and sunny in Pune right now."
		},
	}, {
		title:   "A wrong count",
		explain: "The model lists the folder and then misstates how many entries it holds.",
		ask:     "How many files are in reports/?",
		calls:   []provider.ToolCall{call("call_1", "list_dir", `{"path":"reports"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("reports/ contains 5 files [%s].", r[0])
		},
	}, {
		title:   "A value the result does not contain",
		explain: "The model reads the file and quotes a figure that is not in it.",
		ask:     "What was Q3 revenue according to notes.md?",
		calls:   []provider.ToolCall{call("call_1", "file_read", `{"path":"notes.md"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("According to notes.md, Q3 revenue was $4.8M [%s].", r[0])
		},
	}, {
		title:   "A false \"nothing found\"",
		explain: "The search finds two TODOs; the model says it found none.",
		ask:     "Are there any TODOs left in the workspace?",
		calls:   []provider.ToolCall{call("call_1", "search_files", `{"pattern":"TODO"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("I searched the workspace and found no TODOs [%s]. You're all clear.", r[0])
		},
	}, {
		title:   "A source that was never fetched",
		explain: "The model cites a web page as its source without fetching anything.",
		ask:     "What's the market outlook for Q4?",
		calls:   []provider.ToolCall{call("call_1", "file_read", `{"path":"notes.md"}`)},
		reply: func(r []string) string {
			return fmt.Sprintf("notes.md expects Q4 to be flat [%s]. According to https://www.example.com/markets/q4-outlook, analysts agree.", r[0])
		},
	}, {
		title:   "Denying a call that ran",
		explain: "The model used a tool, then tells the user it did not.",
		ask:     "Did you look at my files?",
		calls:   []provider.ToolCall{call("call_1", "list_dir", `{"path":"."}`)},
		reply: func([]string) string {
			return "No, I didn't use any tools or look at your files; I only answered from general knowledge."
		},
	}}
}

func writeDemoWorkspace(dir string) error {
	files := map[string]string{
		"reports/q1.csv": "month,revenue\njan,310000\nfeb,325000\nmar,342000\n",
		"reports/q2.csv": "month,revenue\napr,351000\nmay,366000\njun,394000\n",
		"reports/q3.csv": "month,revenue\njul,388000\naug,401000\nsep,411000\n",
		"notes.md":       "# Notes\n\nQ3 revenue was $1.2M, up 8% on Q2.\nQ4 is expected to be flat.\n\nTODO: send the Q3 summary to finance.\n",
		"todo.txt":       "TODO: archive the 2025 reports\n",
	}
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// demoSink prints each tool call as it is audited, so the demo shows what
// ran, how it ended and which receipt it got.
type demoSink struct {
	mu      sync.Mutex
	w       io.Writer
	enabled bool
}

func (d *demoSink) on(v bool) { d.mu.Lock(); d.enabled = v; d.mu.Unlock() }

func (d *demoSink) Record(_ context.Context, ev audit.Event) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.enabled || ev.Kind != audit.KindToolCall {
		return nil
	}
	if ev.Status == audit.StatusOK {
		fmt.Fprintf(d.w, "  tool %s %s -> ok, receipt %s\n", ev.Tool, ev.Args, ev.Receipt)
	} else {
		fmt.Fprintf(d.w, "  tool %s %s -> %s, no receipt (%s)\n", ev.Tool, ev.Args, ev.Status, firstLine(ev.Result))
	}
	return nil
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
