package verify

import (
	"strings"
)

// An act of an offered tool claimed as done (rule unbacked/uncalled-act).
// The turn offered a tool that acts on a record named in its name
// (ticket_create, calendar_create, task_create, lot_hold, refund_issue)
// and never ran it, or never ran it ok. When a clause presents work as
// done (doneClause: "I've", "ya", 已/了, ました, दिया) and names that
// record in the reply's language ("提了工单", "apuntado en el calendario",
// "カレンダーに登録しておきました", "hold 住了"), it claims the tool's act.
// It is reported only when no ok call could have done it: no ok call of a
// tool whose name shares the record's noun (a look-up of the ticket may
// be what the clause restates), and no ok call of a tool of the same act.
// A clause whose record binds to no offered acting tool is left alone.

// actRecordNouns maps a tool-name part that names a record to the nouns a
// reply calls it by, in en, es, zh, ja and hi.
var actRecordNouns = wordLists(
	"ticket: ticket|工单|报修单|チケット|टिकट",
	"calendar: calendar|calendario|日历|カレンダー|कैलेंडर",
	"task: task|tarea|任务|タスク|टास्क",
	"hold: hold",
	"booking: booking|reserva|预订|予約|बुकिंग",
	"reserva: reserva",
	"refund: refund|reembolso|退款|退票|返金|रिफंड",
	// work_order_create and create_workorder (see workOrderJoined), a
	// maintenance_request, a tank_setpoint.
	"workorder: work order|orden de trabajo|工单|维修单|作業指示|वर्क-ऑर्डर|वर्क ऑर्डर",
	"request: request|solicitud|依頼|申请|अनुरोध|रिक्वेस्ट",
	"setpoint: setpoint|set point|set-point|consigna|设定|设定值|設定値|सेटपॉइंट",
	"logbook: logbook|diario|台账",
	"invoice: invoice|factura|发票|請求書|इनवॉइस",
	// An order placed with a supplier (order_create, pedidos_crear).
	"order: order|pedido|订单|注文|発注|ऑर्डर",
	"orders: order|pedido|订单|注文|発注|ऑर्डर",
	"pedido: order|pedido|订单|注文|発注|ऑर्डर",
	"pedidos: order|pedido|订单|注文|発注|ऑर्डर",
)

// actToolParts are tool-name parts that make a tool act on its record.
var actToolParts = wordSet("create add hold book reserve submit issue process place open write crear assign")

// uncalledActTool is an offered tool that acts and never ran ok, with the
// nouns of its record.
type uncalledActTool struct {
	name  string
	part  string
	nouns []string
}

func (c *check) checkUncalledActs(infos []info) {
	ts := c.uncalledTools(true, actRecordNouns, c.okCallCould)
	// Contradiction: the tool that does this act on this record was
	// offered and never ran ok, and no ok call of the turn could have
	// done it.
	c.uncalledClaims(infos, ts, func(clause string) bool { return doneClause(clause) && speakerDone(clause) },
		"unbacked/uncalled-act", "'s act as done, but no ok call of it or of a tool of its kind ran")
}

// uncalledTools returns the offered tools (at most 64 are read) with an
// act part in their name (acts) or without one (!acts), whose record
// part names nouns and for which ran finds no ok call that could have
// done their work.
func (c *check) uncalledTools(acts bool, nouns map[string][]string, ran func(lt, p string) bool) []uncalledActTool {
	if len(c.calls) == 0 || len(c.rec.Tools) > 64 {
		return nil
	}
	var ts []uncalledActTool
	for _, t := range c.rec.Tools {
		lt := workOrderJoined(foldCase(t))
		hasAct, reads, record := false, false, false
		namePart(lt, func(p string) bool {
			hasAct = hasAct || actToolParts[p]
			reads = reads || readNameWords[p]
			_, r := actRecordNouns[p]
			record = record || r
			return !hasAct
		})
		// maintenance_ticket, named for its record alone with no verb of
		// reading, makes that record as ticket_create does.
		if acts && !hasAct && !reads && record {
			hasAct = true
		}
		if hasAct != acts {
			continue
		}
		n := len(ts)
		namePart(lt, func(p string) bool {
			if ns, ok := nouns[p]; ok && !ran(lt, p) {
				ts = append(ts, uncalledActTool{t, p, ns})
				return false
			}
			return true
		})
		if len(ts) > n || acts {
			continue
		}
		// A look-up whose record the table lacks is read through the
		// glossary: member_lookup ↔ 会员, vessel_tracker ↔ 船舶.
		// A name word the reply writes in Devanagari (draft_bl ↔ ड्राफ़्ट,
		// traceability_check ↔ ट्रेसेबिलिटी) is read after the glossary:
		// see devaNameWord.
		for _, deva := range [2]bool{false, true} {
			if deva && indexByte(c.folded, 0xe0) < 0 && indexByte(c.folded, 0xe3) < 0 {
				break // no Devanagari or kana in the reply: devaNameWord and kanaNameWord find nothing
			}
			namePart(lt, func(p string) bool {
				// The glossary's map first: ran walks every call, and the
				// glossary knows few of a name's parts.
				var ns []string
				if !deva {
					k := glossConceptIndex(p)
					if k < 0 || ran(lt, p) {
						return true
					}
					ns = glossWords(k)
				} else if ran(lt, p) {
					return true
				} else if w := c.devaNameWord(p); w != "" {
					ns = []string{w}
				} else if w := c.kanaNameWord(p); w != "" {
					ns = []string{w} // traceability ↔ トレーサビリティ
				}
				if ns != nil {
					ts = append(ts, uncalledActTool{t, p, ns})
					return false
				}
				return true
			})
			if len(ts) > n {
				break
			}
		}
	}
	return ts
}

// uncalledClaims reports, under rule, each clause that done accepts and
// that names the record of one of ts, unless the act is negated, modal,
// attempted or someone else's, or an unbacked finding already covers the
// clause. msg follows "reply presents <tool>".
func (c *check) uncalledClaims(infos []info, ts []uncalledActTool, done func(string) bool, rule, msg string) {
	if len(ts) == 0 {
		return
	}
	unb := c.newUnbackedIndex()
	for k := range infos {
		in := &infos[k]
		if in.modal || in.fail || in.sentFail || in.question || c.inCode(in.start) || c.heading(in) {
			continue
		}
		clause := c.folded[in.start:in.end]
		if !done(clause) && !done(c.jaSentenceRest(in)) {
			continue
		}
		for _, t := range ts {
			sp, ok := nounSpan(clause, t.nouns)
			if !ok {
				continue
			}
			sp = span{in.start + sp.start, in.start + sp.end}
			if c.negatedAct(in, sp) || c.modalAt(in, sp) || c.attemptedAct(sp) || c.thirdPersonAgent(sp) || unb.in(in.span) || c.okNameQualified(sp) {
				continue
			}
			c.addRule(rule, BasisContradiction, Finding{Type: UnbackedToolClaim, Start: sp.start, End: sp.end,
				Message: "reply presents " + t.name + msg})
			break
		}
	}
}

// negatedAct reports whether a negation stands in the part of the clause
// before the record's noun or just after it, where the act verb of a
// verb-final language stands ("工单还没开"): "so you don't lose out",
// further on, negates a purpose, not the act.
func (c *check) negatedAct(in *info, sp span) bool {
	lo := in.start
	if k := strings.LastIndexAny(c.folded[in.start:sp.start], partSeps); k >= 0 {
		lo = in.start + k
	}
	// A Chinese object put first ("工单系统里的记录一条都没改") has its
	// negated verb further on: sixteen characters.
	w := 24
	if !isASCIIString(c.folded[sp.start:sp.end]) {
		w = 48
	}
	hi := min(in.end, sp.end+w)
	if k := strings.IndexAny(c.folded[sp.end:hi], partSeps); k >= 0 {
		hi = sp.end + k
	}
	for _, h := range in.hits {
		if h.t.kind == kindNeg && h.start >= lo && h.start < hi {
			return true
		}
	}
	return false
}

// speakerDoneMarks are forms that make the speaker the doer of a done
// act with the subject dropped: the Japanese "done for you" (ておきました)
// and the Chinese resultatives of an act carried through (好了, 住了),
// and an act done for the reader ("已经帮你办好退票").
var speakerDoneMarks = []string{"ておきました", "でおきました", "好了", "住了", "帮你", "帮您", "替你", "给你办"}

// speakerDone reports whether a done clause names the speaker as its doer
// ("I've", 我, मैंने, "he apuntado") or uses a form that does. A record
// named in a clause with no doer ("已经有工单FT-3391", "| Hold 代码 |",
// "tiene ya una tarea") is restated from a result, not claimed as made.
func speakerDone(s string) bool {
	return firstPersonIn(s) || esPerfect(s) || esPreterite1(s) || containsAny(s, speakerDoneMarks)
}

// esPreterite1 reports whether s holds a Spanish first-person singular
// preterite, whose ending names the speaker with the subject dropped:
// "hice el pedido", "envié", "imprimí", "reservé". A word ending in é or í
// of four letters or more is one, but for the nouns and adverbs that end
// so (café, aquí, esquí).
func esPreterite1(s string) bool {
	for i := 0; i < len(s); {
		a, b := nextWordRun(s, i, isWordRune)
		w := s[a:b]
		i = b
		if w == "" {
			break
		}
		if esIrregularPreterite1[w] {
			return true
		}
		if (hasSuffix(w, "é") || hasSuffix(w, "í")) && runeCount(w) >= 4 && !esNotPreterite[w] {
			return true
		}
	}
	return false
}

// esIrregularPreterite1 are first-person preterites with no accented
// ending.
var esIrregularPreterite1 = wordSet("hice puse dije traje fui vi")

// esNotPreterite are words ending in é or í that are no verb.
var esNotPreterite = wordSet("café porqué bebé josé cliché comité puré canapé chalé carné bidé aquí allí maniquí esquí colibrí jabalí rubí bisturí alhelí israelí iraní marroquí paquistaní ceutí")

// okCallCould reports whether an ok call of the turn could have done the
// act of tool (folded name lt) on record p: the same tool, a
// tool whose name holds p, or one whose name holds an act part of the
// tool's.
func (c *check) okCallCould(lt, p string) bool {
	for ci := range c.calls {
		call := &c.calls[ci]
		if !call.ok {
			continue
		}
		ct := workOrderJoined(foldCase(call.Tool))
		if ct == lt {
			return true
		}
		could := false
		namePart(ct, func(q string) bool {
			could = q == p
			namePart(lt, func(a string) bool {
				could = could || actToolParts[a] && (q == a || actionWords[q] != "" && actionWords[q] == actionWords[a])
				return !could
			})
			return !could
		})
		if could {
			return true
		}
	}
	return false
}

// workOrderJoined writes a tool name's "work_order" as the one part
// "workorder" (work_order_create makes a work order, not an order).
func workOrderJoined(lt string) string {
	if !hasSubstr(lt, "work_order") && !hasSubstr(lt, "work-order") {
		return lt
	}
	return replaceAll(replaceAll(lt, "work_order", "workorder"), "work-order", "workorder")
}

// namePart calls f with each part of a tool name between '_' and '-',
// in order, until f returns false; it allocates nothing.
func namePart(s string, f func(string) bool) {
	for s != "" {
		k := strings.IndexAny(s, "_-")
		p := s
		if k >= 0 {
			p, s = s[:k], s[k+1:]
		} else {
			s = ""
		}
		if p != "" && !f(p) {
			return
		}
	}
}

// nounSpan returns the first span of s holding one of nouns; Latin nouns
// must stand as words.
func nounSpan(s string, nouns []string) (span, bool) {
	for _, n := range nouns {
		for i := 0; ; {
			k := indexSubstr(s[i:], n)
			if k < 0 {
				break
			}
			st, en := i+k, i+k+len(n)
			i = en
			if isASCIIString(n) && (st > 0 && isWordRune(rune(s[st-1])) || en < len(s) && isWordRune(rune(s[en]))) {
				continue
			}
			return span{st, en}, true
		}
	}
	return span{}, false
}

// okNameQualified reports whether the Latin word right before sp is a part
// of an ok call's tool name: "POS 报表" beside an ok pos_query is that
// call's report, not an offered report tool's.
func (c *check) okNameQualified(sp span) bool {
	pre := strings.TrimRight(c.folded[max(0, sp.start-24):sp.start], " ")
	i := len(pre)
	for i > 0 && isWordByte(pre[i-1]) {
		i--
	}
	w := pre[i:]
	return len(w) >= 2 && c.okNamePart(w)
}

// jaSentenceRest returns a Japanese clause that ends before its sentence
// does, with the rest of the sentence (240 bytes at most): a clause that
// a comma or a split ends ("トレーサビリティも照会して、…確認しました")
// takes the tense of the sentence's last verb. "" when the clause ends its
// sentence, holds no kana or no end is in reach.
func (c *check) jaSentenceRest(in *info) string {
	if !hasKana(c.folded[in.start:in.end]) || jaSentenceEnd(c.folded[in.start:in.end]) >= 0 {
		return ""
	}
	rest := c.folded[in.end:min(len(c.folded), in.end+240)]
	k := jaSentenceEnd(rest)
	if k < 0 {
		return ""
	}
	return c.folded[in.start : in.end+k]
}
