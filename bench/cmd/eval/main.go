// Command eval is make eval: it runs the screening engine's quality
// evaluation (service/screening/screeneval) for each preset, prints the
// table and writes it to bench/eval.md. It exits 1 when a bar is missed.
//
//	go run ./bench/cmd/eval [-shared DIR] [-out bench/eval.md] [-distractors 50000] [-negatives 5000]
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/screengate/screengate/service/screening"
	"github.com/screengate/screengate/service/screening/screeneval"
)

func main() {
	shared := flag.String("shared", "", "the shared folder (default $SCREENGATE_SHARED or ../shared beside the repository)")
	out := flag.String("out", "bench/eval.md", "Markdown report")
	distractors := flag.Int("distractors", screeneval.MinDistractors, "synthetic distractor entities")
	negatives := flag.Int("negatives", screeneval.MinNegatives, "synthetic negative persons")
	seed := flag.Uint64("seed", 1, "seed of the synthetic data")
	presetList := flag.String("presets", "ofac,precise", "presets to evaluate")
	flag.Parse()
	dir := *shared
	if dir == "" {
		var err error
		if dir, err = screeneval.SharedDir("."); err != nil {
			fail(err)
		}
	}
	var presets []screening.Preset
	for _, name := range strings.Split(*presetList, ",") {
		p, err := screening.ParsePreset(name)
		if err != nil {
			fail(err)
		}
		presets = append(presets, p)
	}
	rep, err := screeneval.Run(screeneval.Config{Dir: screeneval.EvalDir(dir), Distractors: *distractors, Negatives: *negatives, Seed: *seed, Presets: presets})
	if err != nil {
		fail(err)
	}
	md := rep.Markdown()
	fmt.Print(md)
	if *out != "" {
		if err := os.WriteFile(*out, []byte(md), 0o644); err != nil {
			fail(err)
		}
	}
	if errs := rep.Check(); len(errs) > 0 {
		os.Exit(1)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "eval:", err)
	os.Exit(2)
}
