package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/pramana-dev/pramana/config"
	"github.com/pramana-dev/pramana/internal/errs"
	"github.com/spf13/cobra"
)

func newConfigCmd(e *env) *cobra.Command {
	c := &cobra.Command{Use: "config", Short: "Write or show the configuration"}
	var force bool
	initCmd := &cobra.Command{
		Use:   "init",
		Short: "Write a commented default config file",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			path, _ := config.Resolve(configFlag(cmd))
			path = config.ExpandHome(path)
			if _, err := os.Stat(path); err == nil && !force {
				return withHint(errs.Errorf("%s already exists", path), "pass --force to overwrite it, or edit it")
			} else if err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
				return errs.Errorf("create config dir: %w", err)
			}
			if err := os.WriteFile(path, config.DefaultTOML(), 0o600); err != nil {
				return errs.Errorf("write config: %w", err)
			}
			fmt.Fprintf(e.stdout, "wrote %s\n", path)
			return nil
		},
	}
	initCmd.Flags().BoolVar(&force, "force", false, "overwrite an existing file")
	show := &cobra.Command{
		Use:   "show",
		Short: "Print the effective config, secrets masked",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := loadConfig(configFlag(cmd))
			if err != nil {
				return err
			}
			b, err := cfg.MaskedTOML()
			if err != nil {
				return err
			}
			_, err = e.stdout.Write(b)
			return err
		},
	}
	c.AddCommand(initCmd, show)
	return c
}
