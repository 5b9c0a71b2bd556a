//go:build linux

package main

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/screengate/screengate/bench/screencorpus"
	"github.com/screengate/screengate/service"
)

// TestAddSearchBodies checks that scenario 9's bodies are its requests
// (screencorpus tests the mix), as many as asked and in order.
func TestAddSearchBodies(t *testing.T) {
	ents := corpus()
	bodies, err := addSearchBodies(ents)
	require.NoError(t, err)
	reqs := screencorpus.AddSearchRequests(ents, addSearchSeed, addSearchCount)
	require.Len(t, bodies, addSearchCount)
	for i, b := range bodies {
		var r struct{ Request service.AddSearchRequest }
		require.NoError(t, json.Unmarshal([]byte(b), &r), b)
		require.Equal(t, reqs[i], r.Request, b)
	}
}
