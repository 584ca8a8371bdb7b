package tool

import (
	"html"
	"strings"
)

// htmlText reduces an HTML document to its readable text: the contents of
// script, style and similar elements and all comments are dropped, tags
// are removed, block elements start new lines, list items get "- ",
// entities are decoded and runs of blanks collapse (but not inside pre).
// It is a small tokenizer, not a parser: enough for a model to read a
// page, not a faithful rendering.
func htmlText(doc string) string {
	var b strings.Builder
	b.Grow(len(doc) / 2)
	pre := 0
	for i := 0; i < len(doc); {
		lt := strings.IndexByte(doc[i:], '<')
		if lt < 0 {
			writeText(&b, doc[i:], pre > 0)
			break
		}
		writeText(&b, doc[i:i+lt], pre > 0)
		i += lt
		if strings.HasPrefix(doc[i:], "<!--") {
			end := strings.Index(doc[i+4:], "-->")
			if end < 0 {
				break
			}
			i += 4 + end + 3
			continue
		}
		gt := strings.IndexByte(doc[i:], '>')
		if gt < 0 {
			break
		}
		tag := doc[i+1 : i+gt]
		i += gt + 1
		name, closing := tagName(tag)
		switch name {
		case "script", "style", "noscript", "template", "svg", "head", "iframe", "object":
			if closing {
				continue
			}
			// Skip to the matching end tag.
			end := indexFold(doc[i:], "</"+name)
			if end < 0 {
				i = len(doc)
				continue
			}
			i += end
			if gt := strings.IndexByte(doc[i:], '>'); gt >= 0 {
				i += gt + 1
			} else {
				i = len(doc)
			}
		case "title":
			if !closing {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		case "pre":
			if closing {
				pre = max(pre-1, 0)
			} else {
				pre++
			}
			b.WriteString("\n")
		case "br":
			b.WriteString("\n")
		case "li":
			if !closing {
				b.WriteString("\n- ")
			}
		case "td", "th":
			if closing {
				b.WriteString("\t")
			}
		case "p", "div", "section", "article", "header", "footer", "nav", "main", "aside",
			"h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "dl", "dt", "dd", "tr", "table",
			"blockquote", "hr", "form", "figure", "figcaption", "details", "summary":
			b.WriteString("\n")
		}
	}
	return tidy(b.String())
}

// tagName returns the lower-case name of the tag whose text (between < and
// >) is tag, and whether it is an end tag.
func tagName(tag string) (name string, closing bool) {
	if strings.HasPrefix(tag, "/") {
		closing = true
		tag = tag[1:]
	}
	end := strings.IndexAny(tag, " \t\r\n/")
	if end < 0 {
		end = len(tag)
	}
	return strings.ToLower(tag[:end]), closing
}

// writeText appends a run of text with its entities decoded and, outside
// pre, each run of blanks collapsed to one space.
func writeText(b *strings.Builder, s string, pre bool) {
	if s == "" {
		return
	}
	s = html.UnescapeString(s)
	if pre {
		b.WriteString(s)
		return
	}
	fields := strings.Fields(s)
	if len(fields) == 0 || isSpace(s[0]) {
		space(b)
	}
	for i, f := range fields {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
	if len(fields) > 0 && isSpace(s[len(s)-1]) {
		space(b)
	}
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// space appends a space unless the text already ends in a blank.
func space(b *strings.Builder) {
	if s := b.String(); s != "" && s[len(s)-1] != ' ' && s[len(s)-1] != '\n' {
		b.WriteByte(' ')
	}
}

// tidy trims the end of every line and leaves at most one blank line in a
// row. Lines start with a blank only inside pre, where it is kept.
func tidy(s string) string {
	lines := strings.Split(s, "\n")
	out := lines[:0]
	blank := 0
	for _, l := range lines {
		l = strings.TrimRight(l, " \t")
		if l == "" {
			blank++
			if blank > 1 {
				continue
			}
		} else {
			blank = 0
		}
		out = append(out, l)
	}
	return strings.Trim(strings.Join(out, "\n"), "\n")
}

// indexFold is strings.Index ignoring ASCII case in s.
func indexFold(s, sub string) int {
	n := len(sub)
	for i := 0; i+n <= len(s); i++ {
		if strings.EqualFold(s[i:i+n], sub) {
			return i
		}
	}
	return -1
}
