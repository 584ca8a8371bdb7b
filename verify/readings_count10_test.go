package verify

import "testing"

// TestCountReadingsTenth: the count readings of the tenth session's count
// round. A count whose line closes with a colon is held to the list below
// it (however far the colon), and to the tool's count when the list names
// its items in another script; not when another count stands on the line,
// a sentence ends before the colon, the items hold the noun as their own
// quantity, or a bullet joins two items. A result's header names the kind
// of its rows; "all N" takes no part reading; a word before a count names
// a subset of one-line JSON records.
func TestCountReadingsTenth(t *testing.T) {
	agents := countedCall("agents_status", `{"state": "offline"}`, "agent,pool\nbuild-01,east\nbuild-02,east\nbuild-05,east\nbuild-07,east", 4)
	gpus := countedCall("agents_status", `{"state": "offline"}`, "agent,gpus\nbuild-01,4\nbuild-02,4\nbuild-05,3", 3)
	hosts := countedCall("reboot_pending", `{"group_by": "pool"}`, "web pool: web-1, web-2\ndb pool: db-1", 2)
	aulas := countedCall("inventario_aulas", `{"estado": "sin proyector"}`, "aula,planta\nA-12,1\nB-03,2\nC-21,3", 3)
	depots := countedCall("stock_low", `{"below": "threshold"}`, "warehouse,units\nNagpur,12\nIndore,9\nBhopal,7\nRaipur,5", 4)
	kds := countedCall("kitchen_display", `{"status": "open"}`, "TICKET  TABLE  ITEMS\nK-1  4  2\nK-2  7  1\nK-3  9  3", 3)
	kdsOrders := countedCall("kitchen_display", `{"status": "open"}`, "ORDER  TABLE  ITEMS\nK-1  4  2\nK-2  7  1\nK-3  9  3", 3)
	nodes := countedCall("kubectl", `{"cmd": "get nodes"}`, "NAME     STATUS\ncp-1     Ready\nnode-a   Ready\nnode-b   Ready\nnode-c   Ready\nnode-d   Ready", -1)
	loans := countedCall("loans_out", `{"branch": "north"}`, `{"as_of":"2025-01-01","loans":[{"id":"L1","member":"40112"},{"id":"L2","member":"40112"},{"id":"L3","member":"50210"}]}`, 3)
	list4 := "\n\n- build-01\n- build-02\n- build-05\n- build-07"
	runNinth(t, []ninthCase{
		// A colon closing the line, far from the count.
		{"en line list, miscount", "en", "Which machines are down?", agents, true, "3 build agents in the east pool have stopped answering heartbeats since this morning:" + list4, CountMismatch, true, "count/listed"},
		{"en line list, agrees", "en", "Which machines are down?", agents, true, "4 build agents in the east pool have stopped answering heartbeats since this morning:" + list4, CountMismatch, false, ""},
		{"en another count on the line", "en", "Which machines are down?", agents, true, "9 build agents in the east pool, and 4 of them stopped answering heartbeats since this morning:" + list4, CountMismatch, false, "count/listed"},
		{"en sentence ends before the colon", "en", "Which machines are down?", agents, true, "We run 9 build agents in the east pool. These stopped answering heartbeats since this morning:" + list4, CountMismatch, false, "count/listed"},
		{"en items hold the noun as a quantity", "en", "Which machines are down?", gpus, true, "Down right now, carrying 11 GPUs that the render farm can no longer schedule any work on:\n\n- build-01 — 4 GPUs\n- build-02 — 4 GPUs\n- build-05 — 3 GPUs", CountMismatch, false, "count/listed"},
		{"en a bullet joins two items", "en", "What needs a reboot?", hosts, true, "3 machines still wait for their reboot before the kernel patch can take effect:\n\n- web-1 and web-2 — web pool\n- db-1 — db pool", CountMismatch, false, "count/listed"},
		{"es table under the line, miscount", "es", "¿Qué aulas siguen sin proyector?", aulas, true, "Según el inventario quedan 4 salas del edificio principal sin proyector instalado todavía:\n\n| Aula | Planta |\n|---|---|\n| A-12 | 1 |\n| B-03 | 2 |\n| C-21 | 3 |", CountMismatch, true, "count/listed"},
		{"es table under the line, agrees", "es", "¿Qué aulas siguen sin proyector?", aulas, true, "Según el inventario quedan 3 salas del edificio principal sin proyector instalado todavía:\n\n| Aula | Planta |\n|---|---|\n| A-12 | 1 |\n| B-03 | 2 |\n| C-21 | 3 |", CountMismatch, false, ""},
		// The list names its items in another script: its length and the tool's count agree.
		// गोदाम is the result's key column (warehouse) in the glossary, so the
		// count is held to the tool's count (see counts_gloss_noun.go).
		{"hi list length is the tool's count", "hi", "स्टॉक कहाँ कम है?", depots, true, "इस हफ़्ते 3 गोदामों में स्टॉक तय सीमा से काफ़ी नीचे चला गया है:\n\n- नागपुर\n- इंदौर\n- भोपाल\n- रायपुर", CountMismatch, true, "count/total"},
		{"hi list length and count agree with the claim", "hi", "स्टॉक कहाँ कम है?", depots, true, "इस हफ़्ते 4 गोदामों में स्टॉक तय सीमा से काफ़ी नीचे चला गया है:\n\n- नागपुर\n- इंदौर\n- भोपाल\n- रायपुर", CountMismatch, false, ""},
		// The header names the rows' kind.
		{"en header names the noun", "en", "Anything waiting in the kitchen?", kds, true, "There are 4 open tickets right now.", CountMismatch, true, ""},
		{"en header names another kind", "en", "Anything waiting in the kitchen?", kdsOrders, true, "There are 4 open tickets right now.", CountMismatch, false, ""},
		// "all N": the whole, not the lines that name the noun.
		{"en all N over a part", "en", "Are my nodes healthy?", nodes, false, "Yes, all 4 nodes report Ready.", CountMismatch, true, ""},
		{"en N without all: the named lines", "en", "Are my nodes healthy?", nodes, false, "Yes, 4 nodes report Ready, and so does the control plane.", CountMismatch, false, ""},
		{"es todos los N over a part", "es", "¿Están bien mis nodos?", nodes, false, "Sí, todos los 4 nodos están en Ready.", CountMismatch, true, ""},
		// A subset of one-line JSON records by a field's value.
		{"en JSON records of one member", "en", "What's out on loan at north?", loans, true, "Three loans are out; member 40112 has two items checked out.", CountMismatch, false, ""},
		{"en JSON records, wrong member", "en", "What's out on loan at north?", loans, true, "Three loans are out; member 50210 has two items checked out.", CountMismatch, true, ""},
	})
}

// TestWholeCount: the universal quantifiers before a count, in each
// language, and the words that only end in one.
func TestWholeCount(t *testing.T) {
	for _, tt := range []struct {
		text, num, filter string
		want              bool
	}{
		{"yes, all 4 nodes", "4", "", true},
		{"all 4 nodes", "4", "", true}, // the reply's first word
		{"**all 4 nodes** report ready", "4", "", true},
		{"we reinstall 4 packages", "4", "", false},
		{"we install 4 packages", "4", "", false},
		{"all 3 failing tests", "3", "failing", false},
		{"sí, todas las 6 facturas", "6", "", true},
		{"सभी 5 ज़ोन", "5", "", true},
		{"यहाँ सभी 5 ज़ोन", "5", "", true},
		{"所有 3 个节点", "3", "", true},
		{"全4台が稼働中", "4", "", true},
		{"第4台", "4", "", false},
		{"はい、全4台が稼働中", "4", "", true},
		// 全 closing another word: safety, completely, sound.
		{"本次检查了安全 3 项", "3", "", false},
		{"完全4台とも", "4", "", false},
		{"財務は健全 2 社", "2", "", false},
	} {
		c := &check{folded: tt.text}
		i := indexOf(tt.text, tt.num)
		cc := countClaim{span: span{i, i + len(tt.num)}, filter: tt.filter}
		if got := c.wholeCount(cc); got != tt.want {
			t.Errorf("wholeCount(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
