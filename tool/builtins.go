package tool

import (
	"log/slog"

	"github.com/pramana-dev/pramana/policy"
)

// BuiltinOptions configure the built-in tools. The zero value gives every
// tool its defaults.
type BuiltinOptions struct {
	Shell     ShellOptions
	HTTP      HTTPFetchOptions
	FileRead  FileReadOptions
	FileWrite FileWriteOptions
	ListDir   ListDirOptions
	Search    SearchOptions
	// Logger is given to each tool whose own options have no Logger.
	// Nil discards.
	Logger *slog.Logger
}

// Builtins returns the built-in tools working in ws, in a fixed order:
// file_read, list_dir, search_files, file_write, shell, http_fetch. ws must
// not be nil.
func Builtins(ws *policy.Workspace, o BuiltinOptions) []Tool {
	if o.Shell.Logger == nil {
		o.Shell.Logger = o.Logger
	}
	if o.HTTP.Logger == nil {
		o.HTTP.Logger = o.Logger
	}
	return []Tool{
		NewFileRead(ws, o.FileRead),
		NewListDir(ws, o.ListDir),
		NewSearchFiles(ws, o.Search),
		NewFileWrite(ws, o.FileWrite),
		NewShell(ws, o.Shell),
		NewHTTPFetch(o.HTTP),
	}
}
