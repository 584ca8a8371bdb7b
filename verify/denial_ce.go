package verify

import "strings"

// deniesUnopenedLink reports whether a negated verb of opening or reading
// sits on a line that names a link no ok call fetched: "[LITRG](https://…)
// (from the search results; I didn't open it)". The denial is about that
// source, and is true whatever else was fetched or searched.
func (c *check) deniesUnopenedLink(u hit) bool {
	ls, le := c.lineAround(u.start, u.end)
	line := c.masked[ls:le]
	found := false
	for i := 0; ; {
		j := strings.Index(line[i:], "http")
		if j < 0 {
			break
		}
		st := i + j
		en := st
		for en < len(line) && line[en] > ' ' && line[en] != ')' && line[en] != ']' && line[en] != '>' {
			en++
		}
		url := strings.TrimRight(line[st:en], ".,;")
		if !strings.HasPrefix(url, "http://") && !strings.HasPrefix(url, "https://") {
			i = en + 1
			continue
		}
		found = true
		for ci := range c.calls {
			call := &c.calls[ci]
			if call.ok && !contains(call.families, famSearch) && strings.Contains(call.Args, url) {
				return false // this link was fetched: the denial is false
			}
		}
		i = en
		if i >= len(line) {
			break
		}
	}
	return found
}

// actionNouns name an act of changing a system, by class, as the object
// of a negated "run": "デプロイは実行していません", "no ejecuté el
// despliegue", "没有执行部署", "deploy नहीं चलाया".
var actionNouns = map[string][]string{
	actDeploy:  {"deploy", "デプロイ", "部署", "上线", "डिप्लॉय", "despliegue", "desplegar"},
	actRestart: {"restart", "再起動", "重启", "रीस्टार्ट", "reinicio", "reiniciar"},
	actDelete:  {"削除", "删除", "डिलीट", "borrar", "eliminar"},
	actPush:    {"push", "プッシュ", "推送", "पुश"},
	actInstall: {"install", "インストール", "安装", "इंस्टॉल", "instalar"},
	actScale:   {"扩容", "スケール", "स्केल", "escalado"},
}

// deniesUnperformedAction reports whether a negated verb of running has an
// action as its object (see actionNouns) that no ok call performed: read-only
// commands ran, and the reply truthfully says the deploy was not run.
func (c *check) deniesUnperformedAction(in *info, u hit) bool {
	// Only the verb's own part of the clause holds its object: "我没有
	// 在服务器上执行任何命令，这是根据…部署规范判断的" names a deploy
	// after the comma, as a source, not as what was not run.
	lo, hi := c.subClause(in, u.span)
	clause := c.folded[lo:hi]
	named := false
	for class, nouns := range actionNouns {
		here := false
		for _, n := range nouns {
			here = here || strings.Contains(clause, n)
		}
		if !here {
			continue
		}
		named = true
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) {
				return false // a named act was performed: the denial is false
			}
		}
	}
	return named
}

// performedActionCall returns the ok call that performed an act the
// negated run verb u has for its object in its own part of the clause
// ("我还没有执行扩容操作" after kubectl scale ran), or -1.
func (c *check) performedActionCall(in *info, u hit) int {
	lo, hi := c.subClause(in, u.span)
	clause := c.folded[lo:hi]
	for class, nouns := range actionNouns {
		here := false
		for _, n := range nouns {
			here = here || strings.Contains(clause, n)
		}
		if !here {
			continue
		}
		for ci := range c.calls {
			if c.calls[ci].ok && contains(c.calls[ci].actions, class) && !readOnlyCall(c.calls[ci].Args) {
				return ci
			}
		}
	}
	return -1
}

// readOnlyVerbs read a resource whose kind may be an action word:
// `kubectl get deploy web` reads a deployment and deploys nothing.
var readOnlyVerbs = []string{"get", "describe", "show", "list", "status", "logs", "log", "inspect", "view", "history"}

func readOnlyCall(args string) bool {
	a := strings.ToLower(args)
	for _, v := range readOnlyVerbs {
		if wordIn(a, v) {
			return true
		}
	}
	return false
}
