// Package docs embeds stud8's documentation that the binary prints
// (report stats --explain reads the definitions).
package docs

import _ "embed"

// Definitions is docs/definitions.md.
//
//go:embed definitions.md
var Definitions string
