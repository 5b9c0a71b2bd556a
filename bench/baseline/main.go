// Command baseline is the yardstick of make bench: a plain net/http server
// that reads the request body and answers every request with a fixed body
// of -size bytes. Its CPU time per request, measured in the same run and
// under the same load as screengate, is the cost of HTTP alone; screengate's
// ratio to it (baseline ÷ screengate) says how close an operation comes to
// that floor.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	size := flag.Int("size", 1024, "reply body size in bytes")
	ctype := flag.String("content-type", "text/plain; charset=utf-8", "reply Content-Type")
	flag.Parse()
	body := bytes.Repeat([]byte("x"), *size)
	length := strconv.Itoa(len(body))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", *ctype)
		w.Header().Set("Content-Length", length)
		_, _ = w.Write(body)
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, "baseline:", err)
		os.Exit(1)
	}
	fmt.Printf("baseline listening on http://%s\n", ln.Addr())
	if err := http.Serve(ln, h); err != nil {
		fmt.Fprintln(os.Stderr, "baseline:", err)
		os.Exit(1)
	}
}
