package store

import (
	"context"
	"reflect"
	"testing"
	"time"
)

// TestAliasSetRemoveList: SetAlias saves accounts to a person (again:
// moved to the new person), RemoveAlias deletes one and says whether it
// was there, Aliases lists them by person, site and player.
func TestAliasSetRemoveList(t *testing.T) {
	ctx := context.Background()
	db := openTemp(t)
	at := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	list := func() []string {
		t.Helper()
		as, err := db.Aliases(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, a := range as {
			if !a.SetAt.Equal(at) {
				t.Errorf("%v: set at %v, want %v", a, a.SetAt, at)
			}
			out = append(out, a.Person+"="+a.Account.String())
		}
		return out
	}
	if got := list(); got != nil {
		t.Fatalf("new database: %v", got)
	}
	bob, rob := Account{"PokerStars", "Bob"}, Account{"Full Tilt Poker", "Rob:1"}
	if err := db.SetAlias(ctx, "Robert", []Account{bob, rob}, at); err != nil {
		t.Fatal(err)
	}
	if got, want := list(), []string{"Robert=Full Tilt Poker:Rob:1", "Robert=PokerStars:Bob"}; !reflect.DeepEqual(got, want) {
		t.Errorf("after alias: %v, want %v", got, want)
	}
	if err := db.SetAlias(ctx, "Bobby", []Account{bob}, at); err != nil {
		t.Fatal(err)
	}
	if got, want := list(), []string{"Bobby=PokerStars:Bob", "Robert=Full Tilt Poker:Rob:1"}; !reflect.DeepEqual(got, want) {
		t.Errorf("after moving Bob: %v, want %v", got, want)
	}
	for _, c := range []struct {
		a    Account
		had  bool
		left []string
	}{
		{bob, true, []string{"Robert=Full Tilt Poker:Rob:1"}},
		{bob, false, []string{"Robert=Full Tilt Poker:Rob:1"}},
		{Account{"PokerStars", "Rob:1"}, false, []string{"Robert=Full Tilt Poker:Rob:1"}}, // same name, other site
		{rob, true, nil},
	} {
		had, err := db.RemoveAlias(ctx, c.a)
		if err != nil {
			t.Fatal(err)
		}
		if got := list(); had != c.had || !reflect.DeepEqual(got, c.left) {
			t.Errorf("remove %v: had %v, left %v; want %v, %v", c.a, had, got, c.had, c.left)
		}
	}
	for _, bad := range [][]Account{nil, {{"", "x"}}, {{"PokerStars", ""}}} {
		if err := db.SetAlias(ctx, "P", bad, at); err == nil {
			t.Errorf("SetAlias(%v): no error", bad)
		}
	}
	if err := db.SetAlias(ctx, "", []Account{bob}, at); err == nil {
		t.Error("SetAlias with no person: no error")
	}
	if got := list(); got != nil {
		t.Errorf("after refused aliases: %v", got)
	}
}
