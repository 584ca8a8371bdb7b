// Package policy holds the checks that stand between a model's tool call
// and the machine: which paths a tool may touch ([Workspace]), which network
// addresses it may reach ([CheckAddr], [SafeDialer]), which secrets must not
// reach the model ([Scrub]), and which calls need a human's approval
// ([Decide], [Approver]).
//
// Each check is a plain function or a small concrete type so that a tool can
// apply it at the last moment before acting: a path is resolved right
// before it is opened, an address is checked on the socket that is about to
// connect. Checks made earlier, on names, are open to races and rebinding.
//
// The package imports only the standard library.
package policy
