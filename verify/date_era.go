package verify

import "strings"

// Japanese writes the year of an official date in the era of the reign:
// 令和7年6月17日 is 2025-06-17, 平成31年4月30日 is 2019-04-30. Read as a
// bare year (7), such a date matched no result's date and was reported,
// though a formal reply (a notice, a letter to a resident's family) writes
// dates no other way.

// eras are the era names of the modern calendar and the Gregorian year
// before each era's first year.
var eras = [...]struct {
	name string
	base int
}{{"令和", 2018}, {"平成", 1988}, {"昭和", 1925}}

// eraYear returns y as a Gregorian year when before (the text up to the
// year's digits) ends in an era's name, else y.
func eraYear(before string, y int) int {
	before = strings.TrimRight(before, " ")
	for _, e := range eras {
		if hasSuffix(before, e.name) && y >= 1 && y <= 64 {
			return e.base + y
		}
	}
	return y
}
