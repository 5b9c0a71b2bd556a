package main

import (
	"os/exec"
	"path/filepath"
	"testing"
)

// TestInteropPHP calls every operation with PHP's SoapClient in WSDL mode,
// over SOAP 1.1 and 1.2 (testdata/interop/php/client.php).
func TestInteropPHP(t *testing.T) {
	t.Parallel()
	php, err := exec.LookPath("php")
	requireTool(t, "php is not installed (Debian php-cli, php-soap)", err == nil)
	requireTool(t, "php has no soap extension (Debian php-soap)", exec.Command(php, "-r", `exit(extension_loaded("soap") ? 0 : 1);`).Run() == nil)
	s := interopServer(t)
	interopClient{key: "php", version: "PHP " + interopCommandOutput(php, "-r", "echo PHP_VERSION;")}.run(t,
		[]string{php, filepath.Join("testdata", "interop", "php", "client.php"), s.base})
}
