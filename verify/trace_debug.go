package verify

import (
	"fmt"
	"os"
)

// TEMPORARY debugging aid; not committed.
func (c *check) trace(in *info) {
	if os.Getenv("PRAMANA_VERIFY_TRACE") == "" {
		return
	}
	fmt.Fprintf(os.Stderr, "CLAUSE %q modal=%v fail=%v report=%v source=%v cites=%v targets=%v explicit=%v general=%v hedges=%d absence=%v\n", c.masked[in.start:in.end], in.modal, in.fail, in.report, in.source, in.cites, in.targets, in.explicit, in.general, len(in.hedges), in.absence != nil)
	for _, h := range in.hits {
		fmt.Fprintf(os.Stderr, "   hit kind=%d fam=%q %q\n", h.t.kind, h.t.family, h.t.text)
	}
	for i, u := range in.uses {
		fmt.Fprintf(os.Stderr, "   USE fam=%q %q neg=%v\n", u.t.family, u.t.text, in.negated[i])
	}
}

func (c *check) traceNum(n *num, why string) {
	if os.Getenv("PRAMANA_VERIFY_TRACE") == "" {
		return
	}
	fmt.Fprintf(os.Stderr, "NUM %q vals=%v dec=%d -> in-targets,in-all,req,args,derived,time,approx = %s\n", c.masked[n.start:n.end], n.vals, n.dec, why)
}

func (c *check) traceAbs(in *info) {
	if os.Getenv("PRAMANA_VERIFY_TRACE") == "" {
		return
	}
	if in.absence == nil {
		fmt.Fprintf(os.Stderr, "ABS none fail=%v q=%v deny=%v about=%v\n", in.fail, in.question, in.denyAll != nil, c.aboutResult(in))
		return
	}
	fmt.Fprintf(os.Stderr, "ABS %q targets=%v modal=%v notAbs=%v changed=%v\n", in.absence.t.text, in.targets, c.modalAt(in, in.absence.span), c.notAbsence(in), c.changedNothing(in, in.absence.span))
}

func tr(format string, args ...any) {
	if os.Getenv("PRAMANA_VERIFY_TRACE") != "" {
		fmt.Fprintf(os.Stderr, format+"\n", args...)
	}
}
