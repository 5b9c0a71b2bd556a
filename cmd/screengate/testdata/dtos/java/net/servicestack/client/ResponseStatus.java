package net.servicestack.client;

import java.util.ArrayList;
import java.util.HashMap;

@DataContract
public class ResponseStatus {
    @DataMember(Order = 1) public String errorCode;
    @DataMember(Order = 2) public String message;
    @DataMember(Order = 3) public String stackTrace;
    @DataMember(Order = 4) public ArrayList<ResponseError> errors;
    @DataMember(Order = 5) public HashMap<String, String> meta;
}
