package verify

// widthQuote: a Chinese or Japanese reply quotes a result in its own
// punctuation, the full-width comma where the result has the ASCII one and
// a space after it ("加急，12-15 开业" for "加急, 12-15 开业"). The marks
// differ in width only; the words quoted are the result's, so the fact
// check of quotations (values.go) looks for the quotation with "，" written
// ", " before it reports one missing. It is an expression there, not a
// function, for the release binary's size.
