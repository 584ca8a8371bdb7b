package verify

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"testing"
)

// TestTableListsSplitBeforeUse holds the start-up rule of barList tables
// (wordset.go): a list in a table is empty until its table's splitBars
// runs, and Go orders package initialisation by references, not by the
// table's writes through pointers. A package-level variable whose
// initialiser reads such a list, directly or through the functions it
// calls, would be built from an empty list if it came first, silently:
// every reading that used it would just stop matching. The test walks the
// type checker's initialisation order and fails on any read of a table's
// list before the splitBars of its table.
func TestTableListsSplitBeforeUse(t *testing.T) {
	fset := token.NewFileSet()
	pkg, files, info := checkPackage(t, fset, ".", "verify")

	bodies := map[types.Object]*ast.FuncDecl{}
	tables := map[types.Object][]types.Object{} // table -> its lists
	inTable := map[types.Object]types.Object{}  // list -> its table
	for _, f := range files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				bodies[info.Defs[d.Name]] = d
			case *ast.GenDecl:
				for _, s := range d.Specs {
					vs, ok := s.(*ast.ValueSpec)
					if !ok || len(vs.Names) != 1 || len(vs.Values) != 1 || !isBarTable(vs.Values[0]) {
						continue
					}
					table := info.Defs[vs.Names[0]]
					for _, e := range vs.Values[0].(*ast.CompositeLit).Elts {
						list := tableEntryList(t, fset, info, e)
						tables[table] = append(tables[table], list)
						inTable[list] = table
					}
				}
			}
		}
	}
	if len(tables) == 0 {
		t.Fatal("found no []barList tables: the test no longer sees what it guards")
	}

	// reads collects the table lists that n reads, following calls into the
	// package's own functions.
	var reads func(n ast.Node, seen map[types.Object]bool, out map[types.Object]bool)
	reads = func(n ast.Node, seen map[types.Object]bool, out map[types.Object]bool) {
		ast.Inspect(n, func(x ast.Node) bool {
			id, ok := x.(*ast.Ident)
			if !ok {
				return true
			}
			o := info.Uses[id]
			if o == nil || o.Pkg() != pkg {
				return true
			}
			if _, ok := inTable[o]; ok {
				out[o] = true
			}
			if body, ok := bodies[o]; ok && !seen[o] {
				seen[o] = true
				reads(body, seen, out)
			}
			return true
		})
	}

	split := map[types.Object]bool{}
	checked := 0
	for _, init := range info.InitOrder {
		if table := splitBarsArg(info, init.Rhs); table != nil {
			for _, list := range tables[table] {
				split[list] = true
			}
			continue
		}
		if isBarTable(init.Rhs) {
			continue // a table only takes its lists' addresses
		}
		checked++
		out := map[types.Object]bool{}
		reads(init.Rhs, map[types.Object]bool{}, out)
		for list := range out {
			if !split[list] {
				t.Errorf("%s: %s reads %s before %s is split by splitBars; give %s its own splitBar call",
					fset.Position(init.Rhs.Pos()), init.Lhs[0].Name(), list.Name(), inTable[list].Name(), list.Name())
			}
		}
	}
	for table := range tables {
		if !split[tables[table][0]] {
			t.Errorf("table %s is never split by a package-level splitBars", table.Name())
		}
	}
	if checked == 0 {
		t.Fatal("no package-level initialisers checked")
	}
}

func isBarTable(e ast.Expr) bool {
	cl, ok := e.(*ast.CompositeLit)
	if !ok {
		return false
	}
	at, ok := cl.Type.(*ast.ArrayType)
	if !ok {
		return false
	}
	id, ok := at.Elt.(*ast.Ident)
	return ok && id.Name == "barList"
}

// tableEntryList returns the list whose address a table entry
// {&list, "..."} holds.
func tableEntryList(t *testing.T, fset *token.FileSet, info *types.Info, e ast.Expr) types.Object {
	t.Helper()
	if cl, ok := e.(*ast.CompositeLit); ok && len(cl.Elts) == 2 {
		if u, ok := cl.Elts[0].(*ast.UnaryExpr); ok && u.Op == token.AND {
			if id, ok := u.X.(*ast.Ident); ok && info.Uses[id] != nil {
				return info.Uses[id]
			}
		}
	}
	t.Fatalf("%s: a barList entry is not {&list, phrases}", fset.Position(e.Pos()))
	return nil
}

// splitBarsArg returns the table of a splitBars(table) call, or nil.
func splitBarsArg(info *types.Info, e ast.Expr) types.Object {
	c, ok := e.(*ast.CallExpr)
	if !ok || len(c.Args) != 1 {
		return nil
	}
	if fn, ok := c.Fun.(*ast.Ident); !ok || fn.Name != "splitBars" {
		return nil
	}
	arg := c.Args[0]
	if s, ok := arg.(*ast.SliceExpr); ok {
		arg = s.X
	}
	if id, ok := arg.(*ast.Ident); ok {
		return info.Uses[id]
	}
	return nil
}

// checkPackage type-checks the non-test files of the package in dir. The
// module's own packages are checked from source beside it; the standard
// library through the source importer, so the test needs no export data.
func checkPackage(t *testing.T, fset *token.FileSet, dir, name string) (*types.Package, []*ast.File, *types.Info) {
	t.Helper()
	const module = "github.com/pramana-dev/pramana/"
	std := importer.ForCompiler(fset, "source", nil)
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	own := map[string]*types.Package{}
	var imp importerFunc
	parse := func(dir string) []*ast.File {
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		var files []*ast.File
		for _, n := range names {
			if strings.HasSuffix(n, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, n, nil, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		return files
	}
	imp = func(path string) (*types.Package, error) {
		rel, ok := strings.CutPrefix(path, module)
		if !ok {
			return std.Import(path)
		}
		if p, ok := own[path]; ok {
			return p, nil
		}
		conf := types.Config{Importer: imp}
		p, err := conf.Check(path, fset, parse(filepath.Join(root, rel)), nil)
		own[path] = p
		return p, err
	}
	info := &types.Info{
		Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{},
	}
	files := parse(dir)
	conf := types.Config{Importer: imp}
	pkg, err := conf.Check(name, fset, files, info)
	if err != nil {
		t.Fatalf("type-check %s: %v", name, err)
	}
	return pkg, files, info
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }
