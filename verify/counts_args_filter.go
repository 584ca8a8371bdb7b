package verify

// argFiltersWord reports whether the call's arguments (lower case)
// selected by one word of a count's qualifier, so that every item it
// counted has it: the word itself ("unread" in is:unread), the stem of a
// "<stem>-related/-based" compound ("cert-related" tickets from text ~
// "cert*"), or a word of state ("open", "pending") when the call selected
// by an open state (status = open, statusCategory != done, state:open;
// see openStateArgs) — a query for open tickets returns open tickets,
// whatever the state is called, and one for closed tickets none.
func argFiltersWord(args, w string) bool {
	if i := indexByte(w, '-'); i >= 4 {
		w = w[:i]
	}
	if len(w) >= 3 && hasSubstr(args, w) {
		return true
	}
	return statusWord(w) && (hasSubstr(args, "status") || hasSubstr(args, "state")) && openStateArgs(args)
}

// callFilters reports whether the call selected by every word of a count's
// qualifier: in its arguments (argFiltersWord), or in its tool's name,
// which names the kind of its items ("open work orders" from
// cmms_workorders given status=OPEN, "alarm events" from a scada query
// of alarm_log). A word of state needs the arguments: a tool named
// pod_status lists pods in every state. With named, one word, not a word
// of state, must also be written in the tool's name or arguments: the
// compound then names the call's items ("alarm events" over alarm_log),
// while "open" fits items of any kind, so "4 open tickets" over a query
// of open orders names no ticket.
func callFilters(call *callInfo, filter string, named bool) bool {
	return filtersAll(call.lowerArgs(), call.lowerToolName(), filter, named)
}

// argsFilter reports whether every word of a count's qualifier ("unread",
// "open") is in the call's arguments (is:unread, status=open): the call
// already selected by it, so its count is the count of such items.
func argsFilter(args, filter string) bool { return filtersAll(args, "", filter, false) }

// filtersAll is callFilters over a call's lower-case arguments and tool
// name; with no tool name, only the arguments select.
func filtersAll(args, tool, filter string, named bool) bool {
	if filter == "" {
		return false
	}
	for rest := filter; rest != ""; {
		w := rest
		if i := indexByte(rest, ' '); i >= 0 {
			w, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		if w == "" {
			continue
		}
		inTool := len(w) >= 3 && hasSubstr(tool, w)
		if !argFiltersWord(args, w) && !inTool {
			return false
		}
		named = named && (statusWord(w) || !inTool && !hasSubstr(args, w))
	}
	return !named
}

// openStateArgs reports whether arguments that select by state select an
// open one (every word of statusWord is one): "ninguna orden abierta"
// or "3 open orders" over status=closed are about orders the call did
// not ask for.
func openStateArgs(args string) bool {
	for _, w := range [...]string{"open", "pending", "active", "unresolved", "running", "progress", "!="} {
		if hasSubstr(args, w) {
			return true
		}
	}
	return false
}
