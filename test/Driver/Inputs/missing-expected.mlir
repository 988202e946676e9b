// expected-error@+1 {{this is never emitted}}
func.func @f() {
  return
}
