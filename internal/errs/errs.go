// Package errs holds Errorf, fmt.Errorf kept out of line for the release
// binary's size.
package errs

import "fmt"

// Errorf is fmt.Errorf, called rather than inlined. Since Go 1.26
// fmt.Errorf inlines at each call site a test and an errors.New for a
// format with nothing to format, some 200 bytes of code per call; the
// project's few hundred calls through Errorf cost a plain call each.
// Errors are rare, so the extra call costs nothing that matters.
// receipt and policy, which import only the standard library, keep
// fmt.Errorf.
//
//go:noinline
func Errorf(format string, a ...any) error {
	return fmt.Errorf(format, a...)
}
