package verify

import (
	"slices"
	"strings"
)

// More closed sets of states, read by the status-class rule (see
// status_class.go): review decisions, blocked tickets, refunds, parcel
// transit and container states. Each is a small vocabulary a tracker, a
// shop, a carrier or an orchestrator prints, so a reply word of the set
// names one state whatever the language, and two words of one set that
// name different states cannot both be an item's state.
var moreStatusClass = wordPairs(
	// review decisions (pull requests, applications, expense claims)
	"approved=approved;aprobado=approved;aprobada=approved;已批准=approved;已通过=approved;" +
		"承認済み=approved;承認済=approved;स्वीकृत=approved;" +
		"rejected=rejected;rechazado=rejected;rechazada=rejected;已拒绝=rejected;已驳回=rejected;" +
		"却下=rejected;अस्वीकृत=rejected;" +
		"under review=review;under verification=review;en verificación=review;" +
		// a ticket that cannot move
		"blocked=blocked;bloqueado=blocked;bloqueada=blocked;已阻塞=blocked;阻塞=blocked;" +
		"ブロック中=blocked;" +
		// refunds
		"refunded=refunded;reembolsado=refunded;reembolsada=refunded;已退款=refunded;返金済み=refunded;" +
		"refund pending=pending;refund requested=pending;" +
		// parcels on their way
		"in transit=transit;en tránsito=transit;en transito=transit;运输中=transit;輸送中=transit;" +
		"out for delivery=delivering;en reparto=delivering;派送中=delivering;配送中=delivering;配達中=delivering;" +
		// container and job states (kubectl, docker, CI); "running" and
		// "pending" are in the base set
		"crashloopbackoff=crashloop;imagepullbackoff=imagepull;errimagepull=imagepull;" +
		"containercreating=creating;terminating=terminating;oomkilled=oomkilled;" +
		"failed=failed;fallido=failed;fallida=failed;失败=failed;失敗=failed;" +
		"succeeded=succeeded;passed=succeeded;")

func init() {
	for k, v := range moreStatusClass {
		if _, ok := statusClass[k]; !ok {
			statusClass[k] = v
		}
	}
}

// spaceTableStatus adds the items of a table aligned with spaces (kubectl
// get, docker ps, systemctl list-units) whose header, written in capitals,
// names a status column: each row gives its first field the field under
// that header. Fields are counted, not measured, as hand-aligned rows
// drift; columns are parted by two spaces or more, as such tables print
// them, so a header of two words ("CONTAINER ID") or a value with a space
// ("12 (45s ago)", "Up 2 hours") stays one field.
func (ci *callInfo) spaceTableStatus() {
	r := ci.folded
	if indexByte(r, '|') >= 0 {
		return // a "|" table: see tableStatus
	}
	col := -1
	for rest, more := r, true; more; {
		var line string
		line, rest, more = cutByte(rest, '\n')
		if len(ci.stItems) >= 32 {
			break
		}
		if col < 0 {
			if line == "" || !isLetterByte(line[0]) || !containsAny(line, statusKeyNames) || !hasSubstr(ci.Result, strings.ToUpper(line)) {
				continue
			}
			k := 0
			for f, cols := nextColumn(line); f != ""; f, cols = nextColumn(cols) {
				if k > 0 && slices.Contains(statusKeyNames, f) {
					col = k
				}
				k++
			}
			continue
		}
		if line == "" || line[0] == ' ' {
			continue
		}
		k, key := 0, ""
		for f, cols := nextColumn(line); f != ""; f, cols = nextColumn(cols) {
			if k == 0 {
				key = f
			}
			if k == col {
				ci.stItems = append(ci.stItems, statusItem{key, f, classOf(f)})
				break
			}
			k++
		}
	}
}

// columns yields the fields of a line of a space-aligned table: the runs
// of text parted by two spaces or more (or a tab).
func columns(line string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for i := 0; i < len(line); {
			for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
				i++
			}
			if i == len(line) {
				return
			}
			j := i
			for j < len(line) && line[j] != '\t' && !(line[j] == ' ' && (j+1 == len(line) || line[j+1] == ' ' || line[j+1] == '\t')) {
				j++
			}
			if !yield(line[i:j]) {
				return
			}
			i = j
		}
	}
}

// nextColumn returns the first field of line as columns yields it and the
// rest of line after it, "" when there is none: a loop "for f, cols :=
// nextColumn(line); f != ""; f, cols = nextColumn(cols)" reads the fields
// as ranging over columns does, in less code (see cutLine).
func nextColumn(line string) (field, rest string) {
	i := 0
	for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
		i++
	}
	j := i
	for j < len(line) && line[j] != '\t' && !(line[j] == ' ' && (j+1 == len(line) || line[j+1] == ' ' || line[j+1] == '\t')) {
		j++
	}
	return line[i:j], line[j:]
}

var (
	predictedStateWords []string
)

// statusSetsLists holds the phrases of the word lists declared above (see barList).
var statusSetsLists = [...]barList{
	// predictedStateWords make a state word one the reply expects, not one it
	// reads: "it will be **approved** once your manager signs", "se marcará
	// como **entregado** cuando…", "预计明天 **已签收**", "承認される見込み".
	{&predictedStateWords, "will be|will get|would be|should be|expected to|once |as soon as|until|" +
		"será|serán|va a ser|va a quedar|quedará|cuando|una vez|en cuanto|hasta que|" +
		"会被|将会|将被|预计|一旦|后会|予定|見込み|されると|たら|" +
		"होगा|होगी|हो जाएगा|हो जाएगी"},
}

var _ = splitBars(statusSetsLists[:])

// statePredicted reports whether the state word at a..b (absolute
// offsets) stands in a part of the clause (see segmentAround) that says
// what will be, not what is.
func (c *check) statePredicted(in *info, a, b int) bool {
	return containsAny(c.segmentAround(in, a, b), predictedStateWords)
}

// negBetween reports whether a negation of the clause starts within
// a..b (absolute offsets): between a subject and the state word the reply
// then denies it ("api-1 is not **Running**").
func negBetween(in *info, a, b int) bool {
	for _, h := range in.hits {
		if h.t.kind == kindNeg && h.start >= a && h.start < b {
			return true
		}
	}
	return false
}
