// Package mcp makes receipts work across the Model Context Protocol, in
// both directions. It speaks the part of MCP that pramana uses itself, on
// encoding/json and net/http: JSON-RPC 2.0, initialize with version
// negotiation (2024-11-05 to 2025-11-25), ping, tools/list and tools/call,
// over stdio and streamable HTTP. Its tests run against the official Go
// SDK in both roles; the binary does not link it.
//
// As a client, [Connect] starts or reaches one configured MCP server, lists
// its tools and wraps each as a [tool.Tool] named "<server>__<tool>", so
// that the agent runs it like a built-in: the same policy, scrubbing,
// truncation, signing and audit. Only a successful result is signed; a
// result with isError, a protocol error, a timeout or a crashed server is
// returned as an error, which the agent records without a receipt.
//
// As a server, [Server] serves tools over MCP (stdio or streamable HTTP)
// through [agent.Agent.Exec], so every successful result carries a receipt
// in its text content. Serving the tools of [Client]s makes it a receipt
// layer in front of any MCP server. The serving process holds the key; it
// answers POST /v1/verify on a local Unix socket ([ListenVerifySocket],
// [Server.VerifyHandler]) so that the person, not the model, can check a
// reply the MCP host produced ([VerifyOverSocket]).
//
// # Trust
//
// A configured MCP server is code the operator chose to run, so its own
// description of a tool is taken as given: a tool whose annotations say
// readOnlyHint is ReadOnly (allowed at the readonly autonomy level), every
// other tool is Risky (asks at the supervised level unless listed in
// auto_approve). The model is the party that is not trusted: it can neither
// mint receipts for MCP results nor make a server's error look like a
// success, because only the runtime signs and only after a result without
// isError.
package mcp
